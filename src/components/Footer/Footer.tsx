import { Link } from "react-router-dom";
import styles from "./Footer.module.css";

const FOOTER_LINKS = [
  { title: "Getting Started", url: "/guides/getting-started/" },
  { title: "Comparison", url: "/comparison/" },
  { title: "Glossary", url: "/glossary/" },
  { title: "Branding", url: "/branding/" },
  { title: "License", url: "/license/" },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.license}>
        webpack is MIT licensed. The documentation is published under{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener noreferrer">
          CC BY 4.0
        </a>
        .
      </p>
    </footer>
  );
}
