import { useWideScreen } from "../../hooks/useWideScreen.ts";
import { LazyChunk } from "../LazyChunk/LazyChunk.tsx";
import type { OnThisPageProps } from "./OnThisPage.tsx";

// Its own chunk, loaded only where the rail has room: phones and tablets never download it.
const loadOnThisPage = () => import("./OnThisPage.tsx").then((module) => module.OnThisPage);

/**
 * The "On this page" rail, on wide screens once the page's headings are in the document. Never
 * prerendered: its column is reserved by the layout, so its arrival moves nothing, and the
 * outline's links are not in every page's HTML twice (the sidebar has them).
 */
export function LazyOnThisPage({ contentLoaded, ...props }: OnThisPageProps & { contentLoaded: boolean }) {
  const wide = useWideScreen();
  if (!wide || !contentLoaded || props.anchors.length === 0) return null;
  // A rail that failed to load is not worth an error message: the sidebar lists the same sections.
  return <LazyChunk load={loadOnThisPage} props={props} fallback={null} failed={() => null} />;
}
