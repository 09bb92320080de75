import { lazy, Suspense } from "react";
import { useIsClient } from "../../hooks/useIsClient.ts";
import { SponsorsSkeleton } from "./SponsorsSkeleton.tsx";

// The sponsors' data is a chunk of its own that only the browser loads, picking monthly or total at random.
const SponsorsBoard = lazy(() => import("./SponsorsBoard.tsx").then((module) => ({ default: module.SponsorsBoard })));

export function LazySponsors() {
  const isClient = useIsClient();
  if (!isClient) return <SponsorsSkeleton />;
  return (
    <Suspense fallback={<SponsorsSkeleton />}>
      <SponsorsBoard />
    </Suspense>
  );
}
