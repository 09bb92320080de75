import { use, useState, type ReactNode } from "react";
import { navigations, sectionForUrl } from "../../content/navigation.ts";
import { outlines } from "../../content/outlines.ts";
import { pages } from "../../content/pages.ts";
import { PageHead } from "../../head/PageHead.tsx";
import { Breadcrumbs } from "../Breadcrumbs/Breadcrumbs.tsx";
import { ContentPlaceholder } from "../ContentPlaceholder/ContentPlaceholder.tsx";
import { LoadBoundary } from "../LoadBoundary/LoadBoundary.tsx";
import { LoadError } from "../LoadError/LoadError.tsx";
import { NotFound } from "../NotFound/NotFound.tsx";
import { OnThisPage } from "../OnThisPage/OnThisPage.tsx";
import { Sidebar } from "../Sidebar/Sidebar.tsx";
import { PageArticle } from "./PageArticle.tsx";
import styles from "./PageView.module.css";
import { BreakableName } from "../BreakableName/BreakableName.tsx";

function isMissingModule(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "MODULE_NOT_FOUND";
}

/** The page's place while it loads or when it failed: its title from the navigation, and `children` for its body. */
function PageShell({ url, title, children }: { url: string; title: string | undefined; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <PageHead title={title} />
      {title && <Breadcrumbs url={url} title={title} />}
      {title ? (
        <h1>
          <BreakableName name={title} />
        </h1>
      ) : (
        <h1 className={styles.titlePlaceholder}>Loading…</h1>
      )}
      {children}
    </article>
  );
}

/**
 * A documentation page: the section's sidebar beside the page on wide screens (narrower ones have
 * it in the navigation drawer, and the page comes first), and on the widest the page's outline
 * on its other side. The page loads in a boundary of
 * its own, so while it loads, or when its chunk fails, the sidebar and the rest of the site work.
 */
export function PageView({ url }: { url: string }) {
  const section = sectionForUrl(url);
  const sectionPages = use(navigations.read(section));
  const outline = use(outlines.read(url));
  const navigationPage = sectionPages.find((page) => page.url === url);
  const [shownUrl, setShownUrl] = useState<string>();
  const shell = (body: ReactNode) => (
    <PageShell url={url} title={navigationPage?.title}>
      {body}
    </PageShell>
  );

  // The page comes first in the document, before the sidebar the grid shows to its left: after
  // "Skip to content" the next Tab stop is in the page, not in the section's list of pages.
  return (
    <div className={styles.layout}>
      <div className={styles.pageColumn}>
        <LoadBoundary
          fallback={shell(<ContentPlaceholder />)}
          onRetry={() => pages.forget(url)}
          resetKeys={[url]}
          failed={(error, retry) => (isMissingModule(error) ? <NotFound /> : shell(<LoadError onRetry={retry} />))}
        >
          <PageArticle url={url} sectionPages={sectionPages} onShown={setShownUrl} />
        </LoadBoundary>
      </div>
      <div className={styles.sidebarColumn}>
        <Sidebar
          pages={sectionPages}
          currentUrl={url}
          outline={outline}
          section={section}
          contentLoaded={shownUrl === url}
        />
      </div>
      <div className={styles.railColumn}>
        <OnThisPage url={url} anchors={outline} contentLoaded={shownUrl === url} />
      </div>
    </div>
  );
}
