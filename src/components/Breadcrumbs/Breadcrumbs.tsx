import { Link } from "react-router-dom";
import { sectionForUrl, sectionSummary } from "../../content/navigation.ts";
import { breadcrumbTrail } from "./breadcrumbTrail.ts";
import styles from "./Breadcrumbs.module.css";

/** The trail from the home page to a documentation page, above its title. */
export function Breadcrumbs({ url, title }: { url: string; title: string }) {
  const trail = breadcrumbTrail({ url, title }, sectionSummary(sectionForUrl(url)));
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.url} aria-current="page">
              {crumb.title}
            </li>
          ) : (
            <li key={crumb.url}>
              <Link to={crumb.url}>{crumb.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
