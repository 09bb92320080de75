import { navigations, sectionSummary } from "../../content/navigation.ts";
import { pages as loadedPages } from "../../content/pages.ts";
import { useHead } from "../../head/HeadContext.tsx";
import { contentComponents } from "../MarkdownContent/MarkdownContent.tsx";
import styles from "./PrintablePage.module.css";

/**
 * Every page of a section in sidebar order on one page. It is prerendered with all its pages
 * loaded and ships no application JavaScript, so it renders only what is already loaded.
 */
export function PrintablePage({ section }: { section: string }) {
  useHead("Combined printable page");
  const pages = navigations.peek(section) ?? [];
  return (
    <div className={styles.printable}>
      <p className={styles.intro}>
        {sectionSummary(section)?.title ?? section}: every page of the section, ready to print.
      </p>
      {pages.map((page) => {
        const loaded = loadedPages.peek(page.url);
        const Content = loaded && "default" in loaded ? loaded.default : undefined;
        return (
          <article key={page.url} className={styles.page}>
            <h1 id={page.url}>{page.title}</h1>
            {Content && (
              <div className="markdown">
                <Content components={contentComponents} />
              </div>
            )}
          </article>
        );
      })}
    </div>
  );
}
