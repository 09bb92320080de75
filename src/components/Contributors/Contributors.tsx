import { useEffect, useRef, useState } from "react";
import type { Contributor } from "../../content/types.ts";
import { AVATAR_DISPLAY_SIZE_PX, AVATAR_REQUEST_SIZE, VISIBILITY_CHECK_INTERVAL_MS } from "../../constants.ts";
import styles from "./Contributors.module.css";

function isInViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom >= 0 && top <= window.innerHeight;
}

/** True once the element has been in view: by IntersectionObserver, else by polling. */
function useSeen(ref: React.RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return undefined;
    if (typeof IntersectionObserver === "function") {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    }
    const timer = window.setInterval(() => {
      if (isInViewport(element)) setSeen(true);
    }, VISIBILITY_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [ref, seen]);
  return seen;
}

/** A GitHub account's avatar, linked to its profile; a placeholder of the same size until `load`. */
function Avatar({ handle, name, load }: { handle: string; name: string; load: boolean }) {
  return (
    <a href={`https://github.com/${handle}`} title={name === handle ? undefined : name} className={styles.link}>
      {load ? (
        <img
          src={`https://github.com/${handle}.png?size=${AVATAR_REQUEST_SIZE}`}
          alt={handle}
          width={AVATAR_DISPLAY_SIZE_PX}
          height={AVATAR_DISPLAY_SIZE_PX}
          className={styles.avatar}
        />
      ) : (
        <span className={styles.avatar} role="img" aria-label={handle} />
      )}
    </a>
  );
}

/**
 * The page's contributors, in the order the content index gives them: GitHub accounts as avatars,
 * requested only once the list scrolls into view; anyone else by name.
 */
export function Contributors({ contributors }: { contributors: readonly Contributor[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const seen = useSeen(listRef);
  if (contributors.length === 0) return null;
  return (
    <section className={styles.contributors} aria-labelledby="contributors-heading">
      <h2 id="contributors-heading">Contributors</h2>
      <ul ref={listRef} className={styles.list}>
        {contributors.map(({ name, github }) => (
          <li key={github ? `@${github}` : name}>
            {github ? <Avatar handle={github} name={name} load={seen} /> : <span className={styles.name}>{name}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
