import type { ReactNode } from "react";
import { Analytics } from "../Analytics/Analytics.tsx";
import { BackToTop } from "../BackToTop/BackToTop.tsx";
import { Footer } from "../Footer/Footer.tsx";
import { Navigation } from "../Navigation/Navigation.tsx";
import { NotificationBanner } from "../NotificationBanner/NotificationBanner.tsx";
import { OfflineIndicator } from "../OfflineIndicator/OfflineIndicator.tsx";
import styles from "./Layout.module.css";

/** The frame every page shares: skip link, notification, top navigation, offline status, main content, footer, back-to-top. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <NotificationBanner />
      <Navigation />
      <OfflineIndicator />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BackToTop />
      <Analytics />
    </div>
  );
}
