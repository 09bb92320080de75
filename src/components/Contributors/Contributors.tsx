import { useEffect, useRef, useState } from "react";
import {
  AVATAR_DISPLAY_SIZE_PX,
  AVATAR_REQUEST_SIZE,
  EXCLUDED_CONTRIBUTORS,
  VISIBILITY_CHECK_INTERVAL_MS,
} from "../../constants.ts";
import styles from "./Contributors.module.css";

const excluded = new Set<string>(EXCLUDED_CONTRIBUTORS);

export function visibleContributors(handles: readonly string[]): string[] {
  return handles.filter((handle) => !excluded.has(handle));
}

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

/** The page's contributors; avatars are requested only once the list scrolls into view. */
export function Contributors({ handles }: { handles: readonly string[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const seen = useSeen(listRef);
  const shown = visibleContributors(handles);
  if (shown.length === 0) return null;
  return (
    <section className={styles.contributors} aria-labelledby="contributors-heading">
      <h2 id="contributors-heading">Contributors</h2>
      <ul ref={listRef} className={styles.list}>
        {shown.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`} title={handle} className={styles.link}>
              {seen ? (
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
          </li>
        ))}
      </ul>
    </section>
  );
}
