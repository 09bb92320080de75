import { useEffect, useState } from "react";
import type { Anchor } from "../content/types.ts";

/** The id of the heading the reader is looking at, updated while they scroll. */
export function useActiveHeading(anchors: readonly Anchor[]): string | undefined {
  const [active, setActive] = useState<string>();
  const ids = anchors.map((anchor) => anchor.id).join(" ");

  useEffect(() => {
    if (!ids || !("IntersectionObserver" in window)) return undefined;
    const headings = ids
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const first = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (first) setActive(first.target.id);
      },
      { rootMargin: "0px 0px -70% 0px" },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [ids]);

  return active;
}
