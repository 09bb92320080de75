import { Link } from "react-router-dom";
import { useHead } from "../../head/HeadContext.tsx";
import styles from "./Splash.module.css";

/** The home page. */
export function Splash() {
  useHead(undefined);
  return (
    <div className={styles.splash}>
      <section className={styles.hero}>
        <h1 className={styles.heading}>bundle your assets</h1>
      </section>
      <section className={styles.section}>
        <h2>Write Your Code</h2>
        <p>Split your application into modules that import what they use, in JavaScript, TypeScript or CSS.</p>
      </section>
      <section className={styles.section}>
        <h2>Bundle It</h2>
        <p>webpack follows every import from your entry points and emits a few optimised files for the browser.</p>
      </section>
      <section className={styles.callToAction}>
        <h2>Ready to start?</h2>
        <div className={styles.actions}>
          <Link to="/guides/getting-started/" className={styles.primary}>
            Get Started
          </Link>
          <Link to="/concepts/" className={styles.secondary}>
            Learn the Concepts
          </Link>
        </div>
      </section>
    </div>
  );
}
