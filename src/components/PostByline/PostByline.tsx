import type { BlogAuthor } from "../../../common/content.ts";
import styles from "./PostByline.module.css";

/** The day a post was published (YYYY-MM-DD) as readers write it: `October 10, 2020`. */
function formatPostDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

function AuthorName({ author }: { author: BlogAuthor }) {
  return author.github ? (
    <a href={`https://github.com/${author.github}`} rel="noopener noreferrer">
      {author.name}
    </a>
  ) : (
    <>{author.name}</>
  );
}

/** A post's day and authors, under its title and in the blog's list. */
export function PostByline({ date, authors }: { date: string; authors: readonly BlogAuthor[] }) {
  return (
    <p className={styles.byline}>
      <time dateTime={date}>{formatPostDate(date)}</time>
      {authors.length > 0 && " · by "}
      {authors.map((author, index) => (
        <span key={author.name}>
          {index > 0 && (index === authors.length - 1 ? " and " : ", ")}
          <AuthorName author={author} />
        </span>
      ))}
    </p>
  );
}
