import type { ReactNode } from "react";
import { Footer } from "../Footer/Footer.tsx";
import { Navigation } from "../Navigation/Navigation.tsx";
import { LazyNotificationBanner } from "../NotificationBanner/LazyNotificationBanner.tsx";
import styles from "./Layout.module.css";

/** The frame every page shares: skip link, top navigation, main content, footer, notification. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <Navigation />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LazyNotificationBanner />
    </div>
  );
}
