import { useMediaQuery } from "./useMediaQuery.ts";

/**
 * True when the reader asks for less motion. The prerender and hydration assume so: nothing moves
 * before the browser has been asked.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)", true);
}
