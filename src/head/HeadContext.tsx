import { createContext, useContext, useEffect, type ReactNode } from "react";
import { DEFAULT_DESCRIPTION } from "../../common/site.ts";
import { pageTitle } from "./pageTitle.ts";

export interface Head {
  title: string;
  description: string;
}

/** Collects the head of the page being prerendered; absent in the browser. */
export interface HeadCollector {
  record(head: Head): void;
}

const HeadCollectorContext = createContext<HeadCollector | undefined>(undefined);

export function HeadProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

function setMetaDescription(description: string) {
  document.querySelector('meta[name="description"]')?.setAttribute("content", description);
}

/**
 * Declares the page's title and description: recorded during the prerender, applied to the
 * document after each client-side navigation.
 */
export function useHead(title: string | undefined, description: string | undefined = DEFAULT_DESCRIPTION): void {
  const collector = useContext(HeadCollectorContext);
  const head: Head = { title: pageTitle(title), description };
  collector?.record(head);
  useEffect(() => {
    document.title = head.title;
    setMetaDescription(head.description);
  }, [head.title, head.description]);
}
