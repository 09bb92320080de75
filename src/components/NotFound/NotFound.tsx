import { Link } from "react-router-dom";
import { useHead } from "../../head/HeadContext.tsx";
import styles from "./NotFound.module.css";

export function NotFound() {
  useHead("Page Not Found");
  return (
    <section className={styles.notFound}>
      <h1>Page Not Found</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link to="/" className={styles.button}>
        Go to Homepage
      </Link>
    </section>
  );
}
