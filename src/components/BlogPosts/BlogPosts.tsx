import { Link } from "react-router-dom";
import type { NavigationPage } from "../../content/types.ts";
import { PostByline } from "../PostByline/PostByline.tsx";
import styles from "./BlogPosts.module.css";

/** The posts among a section's pages, newest first (a day's posts by title). */
function newestFirst(pages: readonly NavigationPage[]): (NavigationPage & { date: string })[] {
  return pages
    .filter((page): page is NavigationPage & { date: string } => page.date !== undefined)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Every post of the blog, newest first, each with its day, authors and summary. */
export function BlogPosts({ pages }: { pages: readonly NavigationPage[] }) {
  return (
    <section aria-labelledby="blog-posts" className={styles.posts}>
      <h2 id="blog-posts">Posts</h2>
      <ol>
        {newestFirst(pages).map((post) => (
          <li key={post.url}>
            <h3 className={styles.title}>
              <Link to={post.url}>{post.title}</Link>
            </h3>
            <PostByline date={post.date} authors={post.authors ?? []} />
            {post.description && <p className={styles.summary}>{post.description}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
