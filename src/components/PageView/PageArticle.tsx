import { use, useEffect, useReducer } from "react";
import { neighboursOf } from "../../content/navigation.ts";
import { pages, subscribeToPageReplacements } from "../../content/pages.ts";
import type { NavigationPage } from "../../content/types.ts";
import { PageHead } from "../../head/PageHead.tsx";
import { BlogPosts } from "../BlogPosts/BlogPosts.tsx";
import { Breadcrumbs } from "../Breadcrumbs/Breadcrumbs.tsx";
import { ContentLink } from "../ContentLink/ContentLink.tsx";
import { Contributors } from "../Contributors/Contributors.tsx";
import { CopyPageButton } from "../CopyPageButton/CopyPageButton.tsx";
import { LivePreviewLink } from "../LivePreviewLink/LivePreviewLink.tsx";
import { MarkdownContent } from "../MarkdownContent/MarkdownContent.tsx";
import { PageLinks } from "../PageLinks/PageLinks.tsx";
import { PostByline } from "../PostByline/PostByline.tsx";
import { ScrollOnArrival } from "../ScrollOnArrival/ScrollOnArrival.tsx";
import styles from "./PageView.module.css";

/** A page with this many sections or more ends with a link back to its top. */
const LONG_PAGE_SECTIONS = 6;

export interface PageArticleProps {
  url: string;
  sectionPages: readonly NavigationPage[];
  /** Called once the page is on screen, for what needs its headings (the sidebar's current anchor). */
  onShown: (url: string) => void;
}

/** A loaded page: title, actions, body, neighbours, further reading and contributors. Suspends while it loads. */
export function PageArticle({ url, sectionPages, onShown }: PageArticleProps) {
  const [, showReplacement] = useReducer((count: number) => count + 1, 0);
  useEffect(() => subscribeToPageReplacements(showReplacement), []);
  const page = use(pages.read(url));
  const { frontMatter } = page;
  const navigationPage = sectionPages.find((entry) => entry.url === url);
  // The one undated page of a section of posts is the blog's index, which lists them.
  const isPostsIndex = !navigationPage?.date && sectionPages.some((entry) => entry.date);
  useEffect(() => onShown(url), [onShown, url]);

  return (
    <article className={styles.page}>
      <PageHead title={frontMatter.title} description={frontMatter.description} />
      <Breadcrumbs url={url} title={frontMatter.title} />
      <h1 tabIndex={-1}>{frontMatter.title}</h1>
      {navigationPage?.date && <PostByline date={navigationPage.date} authors={navigationPage.authors ?? []} />}
      <div className={styles.actions}>
        <a href={frontMatter.edit ?? navigationPage?.edit} rel="noopener noreferrer">
          Edit Document
        </a>
        <button type="button" onClick={() => window.print()} className={styles.textButton}>
          Print Document
        </button>
        <CopyPageButton url={url} className={styles.textButton} />
        {frontMatter.repo && (
          <a href={frontMatter.repo} rel="noopener noreferrer">
            Jump to Repository
          </a>
        )}
        {frontMatter.example && <LivePreviewLink example={frontMatter.example} />}
      </div>
      {isPostsIndex && <BlogPosts pages={sectionPages} />}
      <MarkdownContent page={page} />
      <PageLinks {...neighboursOf(sectionPages, url)} />
      {frontMatter.related && frontMatter.related.length > 0 && (
        <section aria-labelledby="further-reading">
          <h2 id="further-reading">Further Reading</h2>
          <ul className={styles.furtherReading}>
            {frontMatter.related.map((link) => (
              <li key={link.url}>
                <ContentLink href={link.url}>{link.title}</ContentLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* A new page's avatars wait until its own list is in view. */}
      <Contributors key={url} contributors={navigationPage?.contributors ?? []} />
      {navigationPage?.updated && (
        <p className={styles.updated}>
          Last updated <time dateTime={navigationPage.updated}>{navigationPage.updated.slice(0, 10)}</time>
        </p>
      )}
      {(navigationPage?.anchorCount ?? 0) >= LONG_PAGE_SECTIONS && (
        // A plain link to the main landmark: the browser moves the focus there as well as the view.
        <p className={styles.backToTop}>
          <a href="#main-content">Back to top</a>
        </p>
      )}
      <ScrollOnArrival />
    </article>
  );
}
