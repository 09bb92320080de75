import { useEffect } from "react";
import { useLocation } from "../../routing/router.tsx";
import { EDIT_BASE } from "../../constants.ts";
import { neighboursOf, sectionForUrl } from "../../content/navigation.ts";
import { contentKeyFor } from "../../content/pages.ts";
import { useHead } from "../../head/HeadContext.tsx";
import { useContentPage } from "../../hooks/useContentPage.ts";
import { useNavigation } from "../../hooks/useNavigation.ts";
import { ContentLink } from "../ContentLink/ContentLink.tsx";
import { ContentPlaceholder } from "../ContentPlaceholder/ContentPlaceholder.tsx";
import { Contributors } from "../Contributors/Contributors.tsx";
import { LivePreviewLink } from "../LivePreviewLink/LivePreviewLink.tsx";
import { LoadError } from "../LoadError/LoadError.tsx";
import { MarkdownContent } from "../MarkdownContent/MarkdownContent.tsx";
import { NotFound } from "../NotFound/NotFound.tsx";
import { PageLinks } from "../PageLinks/PageLinks.tsx";
import { Sidebar } from "../Sidebar/Sidebar.tsx";
import { fragmentIds } from "../../utilities/untrustedInput.ts";
import styles from "./PageView.module.css";

function editUrl(url: string): string {
  return `${EDIT_BASE}content/${(contentKeyFor(url) ?? "").replace(/^\.\//, "")}`;
}

/** After a page renders, go to the hash target if there is one, else to the top. */
function useScrollOnLoad(loaded: boolean, pathname: string, hash: string) {
  useEffect(() => {
    if (!loaded) return;
    const target = fragmentIds(hash)
      .map((id) => document.getElementById(id))
      .find((element) => element !== null);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [loaded, pathname, hash]);
}

/** A documentation page: title, actions, body, neighbours, further reading and contributors. */
export function PageView({ url }: { url: string }) {
  const { hash } = useLocation();
  const state = useContentPage(url);
  const pages = useNavigation(sectionForUrl(url));
  const navigationPage = pages.find((page) => page.url === url);
  const frontMatter = state.status === "loaded" ? state.page.frontMatter : undefined;
  const title = frontMatter?.title ?? navigationPage?.title;
  useHead(title, frontMatter?.description);
  useScrollOnLoad(state.status === "loaded", url, hash);

  if (state.status === "missing") return <NotFound />;

  return (
    <div className={styles.layout}>
      <Sidebar pages={pages} currentUrl={url} section={sectionForUrl(url)} contentLoaded={state.status === "loaded"} />
      <article className={styles.page}>
        {title ? <h1>{title}</h1> : <h1 className={styles.titlePlaceholder}>Loading…</h1>}
        <div className={styles.actions}>
          <a href={frontMatter?.edit ?? editUrl(url)} rel="noopener noreferrer">
            Edit Document
          </a>
          <button type="button" onClick={() => window.print()} className={styles.print}>
            Print Document
          </button>
          {frontMatter?.repo && (
            <a href={frontMatter.repo} rel="noopener noreferrer">
              Jump to Repository
            </a>
          )}
          {frontMatter?.example && <LivePreviewLink example={frontMatter.example} />}
        </div>
        {state.status === "loaded" ? (
          <MarkdownContent page={state.page} />
        ) : state.status === "error" ? (
          <LoadError onRetry={state.retry} />
        ) : (
          <ContentPlaceholder />
        )}
        <PageLinks {...neighboursOf(pages, url)} />
        {frontMatter?.related && frontMatter.related.length > 0 && (
          <section aria-labelledby="further-reading">
            <h2 id="further-reading">Further Reading</h2>
            <ul>
              {frontMatter.related.map((link) => (
                <li key={link.url}>
                  <ContentLink href={link.url}>{link.title}</ContentLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <Contributors handles={frontMatter?.contributors ?? navigationPage?.contributors ?? []} />
        {navigationPage?.updated && (
          <p className={styles.updated}>
            Last updated <time dateTime={navigationPage.updated}>{navigationPage.updated.slice(0, 10)}</time>
          </p>
        )}
      </article>
    </div>
  );
}
