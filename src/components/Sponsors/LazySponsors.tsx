import { useIsClient } from "../../hooks/useIsClient.ts";
import { LazyChunk } from "../LazyChunk/LazyChunk.tsx";
import { SponsorsSkeleton } from "./SponsorsSkeleton.tsx";

// The sponsors' data is a chunk of its own that only the browser loads, picking monthly or total at random.
const loadSponsorsBoard = () => import("./SponsorsBoard.tsx").then((module) => module.SponsorsBoard);

export function LazySponsors() {
  const isClient = useIsClient();
  if (!isClient) return <SponsorsSkeleton />;
  return <LazyChunk load={loadSponsorsBoard} props={{}} fallback={<SponsorsSkeleton />} />;
}
