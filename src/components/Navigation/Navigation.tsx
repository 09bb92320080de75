import { Link, NavLink, useLocation } from "react-router-dom";
import { firstPathSegment } from "../../../common/contentUrls.ts";
import { DOCUMENTATION_SECTIONS } from "../../constants.ts";
import { allSections } from "../../content/navigation.ts";
import { IconLinks } from "../IconLinks/IconLinks.tsx";
import { LanguageMenu } from "../LanguageMenu/LanguageMenu.tsx";
import { MobileSidebar } from "../MobileSidebar/MobileSidebar.tsx";
import { Search } from "../Search/Search.tsx";
import { ThemeToggle } from "../ThemeToggle/ThemeToggle.tsx";
import { VersionSelector } from "../VersionSelector/VersionSelector.tsx";
import styles from "./Navigation.module.css";

const documentation = new Set<string>(DOCUMENTATION_SECTIONS);

/** True on pages of the sections that the "Documentation" link stands for. */
export function isDocumentationPath(pathname: string): boolean {
  return documentation.has(firstPathSegment(pathname));
}

const HEADER_LINKS = [
  { title: "Contribute", url: "/contribute/" },
  { title: "Vote", url: "/vote/" },
  { title: "Blog", url: "/blog/" },
] as const;

export function Navigation() {
  const { pathname } = useLocation();
  const inDocumentation = isDocumentationPath(pathname);
  const sectionLinks = DOCUMENTATION_SECTIONS.map((name) =>
    allSections.find((section) => section.name === name),
  ).filter((section) => section !== undefined);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <nav aria-label="Main" className={styles.main}>
          <Link to="/" className={styles.logo} aria-label="webpack home">
            webpack
          </Link>
          <ul className={styles.links}>
            <li>
              <Link to="/concepts/" className={styles.link} aria-current={inDocumentation ? "page" : undefined}>
                Documentation
              </Link>
            </li>
            {HEADER_LINKS.map((link) => (
              <li key={link.url}>
                <NavLink to={link.url} className={styles.link}>
                  {link.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <Search />
          <div className={styles.wideOnly}>
            <IconLinks />
          </div>
          <LanguageMenu />
          <ThemeToggle />
          <VersionSelector />
          <MobileSidebar />
        </div>
      </div>
      {inDocumentation && (
        <nav aria-label="Documentation sections" className={styles.sections}>
          <ul className={styles.links}>
            {sectionLinks.map((section) => (
              <li key={section.name}>
                <NavLink to={section.url} className={styles.sectionLink}>
                  {section.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
