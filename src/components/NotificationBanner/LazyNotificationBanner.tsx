import { lazy, Suspense } from "react";
import { useIsClient } from "../../hooks/useIsClient.ts";

// Its own chunk: whether it shows depends on the reader's storage, which only the browser knows.
const NotificationBanner = lazy(() =>
  import("./NotificationBanner.tsx").then((module) => ({ default: module.NotificationBanner })),
);

export function LazyNotificationBanner() {
  const isClient = useIsClient();
  if (!isClient) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBanner />
    </Suspense>
  );
}
