import { navigations, sectionSummary } from "../../content/navigation.ts";
import { pages as loadedPages } from "../../content/pages.ts";
import { PageHead } from "../../head/PageHead.tsx";
import { pageId } from "./printableIds.ts";
import { printableComponents, PrintedPageContext } from "./printableComponents.tsx";
import styles from "./PrintablePage.module.css";

/**
 * Every page of a section in sidebar order on one page. It is prerendered with all its pages
 * loaded and ships no application JavaScript, so it renders only what is already loaded.
 */
export function PrintablePage({ section }: { section: string }) {
  const pages = navigations.peek(section) ?? [];
  const printedUrls = new Set(pages.map((page) => page.url));
  return (
    <div className={styles.printable}>
      <PageHead title="Combined printable page" />
      <p className={styles.intro}>
        {sectionSummary(section)?.title ?? section}: every page of the section, ready to print.
      </p>
      {pages.map((page) => {
        const loaded = loadedPages.peek(page.url);
        const Content = loaded && "default" in loaded ? loaded.default : undefined;
        return (
          <article key={page.url} className={styles.page}>
            <h1 id={pageId(page.url)}>{page.title}</h1>
            {Content && (
              <div className="markdown">
                <PrintedPageContext value={{ url: page.url, printedUrls }}>
                  <Content components={printableComponents} />
                </PrintedPageContext>
              </div>
            )}
          </article>
        );
      })}
    </div>
  );
}
