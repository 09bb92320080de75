import { OPENER_DRAG_LIMIT_PX, SWIPE_RATIO_LIMIT, SWIPE_THRESHOLD_PX } from "../../constants.ts";

export interface Point {
  x: number;
  y: number;
}

export type Swipe = "open" | "close";

/**
 * What a touch from `start` to `end` asks for: a mostly horizontal move (|dy/dx| under the ratio
 * limit, so vertical scrolling is left alone) longer than the threshold; rightwards opens.
 */
export function swipeBetween(start: Point, end: Point): Swipe | undefined {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return undefined;
  if (Math.abs(dy / dx) >= SWIPE_RATIO_LIMIT) return undefined;
  return dx > 0 ? "open" : "close";
}

/** How far the sidebar follows a finger dragging the edge opener. */
export function openerOffset(start: Point, current: Point): number {
  return Math.min(Math.max(current.x - start.x, 0), OPENER_DRAG_LIMIT_PX);
}
