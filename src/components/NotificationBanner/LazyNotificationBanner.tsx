import { useIsClient } from "../../hooks/useIsClient.ts";
import { LazyChunk } from "../LazyChunk/LazyChunk.tsx";

// Its own chunk: whether it shows depends on the reader's storage, which only the browser knows.
const loadNotificationBanner = () => import("./NotificationBanner.tsx").then((module) => module.NotificationBanner);

export function LazyNotificationBanner() {
  const isClient = useIsClient();
  if (!isClient) return null;
  return (
    // A banner that failed to load is not worth an error message: the page goes on without it.
    <LazyChunk load={loadNotificationBanner} props={{}} fallback={null} failed={() => null} />
  );
}
