import type { ReactNode } from "react";
import { Analytics } from "../Analytics/Analytics.tsx";
import { Footer } from "../Footer/Footer.tsx";
import { Navigation } from "../Navigation/Navigation.tsx";
import { OfflineIndicator } from "../OfflineIndicator/OfflineIndicator.tsx";
import { SearchTermMarks } from "../SearchTermMarks/SearchTermMarks.tsx";
import styles from "./Layout.module.css";

/**
 * The frame every page shares: top navigation, offline status, main content, footer. The skip link
 * and the notice strip come before it, static in src/index.html: they need no JavaScript.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <Navigation />
      <OfflineIndicator />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SearchTermMarks />
      <Footer />
      <Analytics />
    </div>
  );
}
