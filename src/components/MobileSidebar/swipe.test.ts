import { OPENER_DRAG_LIMIT_PX, SWIPE_THRESHOLD_PX } from "../../constants.ts";
import { openerOffset, swipeBetween } from "./swipe.ts";

const origin = { x: 10, y: 100 };

describe("swipeBetween", () => {
  it("opens on a rightward move longer than the threshold", () => {
    expect(swipeBetween(origin, { x: 10 + SWIPE_THRESHOLD_PX + 1, y: 100 })).toBe("open");
    expect(swipeBetween(origin, { x: 200, y: 150 })).toBe("open");
  });

  it("closes on a leftward move longer than the threshold", () => {
    expect(swipeBetween({ x: 250, y: 100 }, { x: 100, y: 120 })).toBe("close");
  });

  it("ignores moves up to the threshold", () => {
    expect(swipeBetween(origin, { x: 10 + SWIPE_THRESHOLD_PX, y: 100 })).toBeUndefined();
    expect(swipeBetween(origin, { x: 10 - SWIPE_THRESHOLD_PX, y: 100 })).toBeUndefined();
    expect(swipeBetween(origin, origin)).toBeUndefined();
  });

  it("leaves moves with |dy/dx| at or above 0.8 to scrolling", () => {
    expect(swipeBetween(origin, { x: 110, y: 180 })).toBeUndefined();
    expect(swipeBetween(origin, { x: 110, y: 179 })).toBe("open");
    expect(swipeBetween(origin, { x: 110, y: 20 })).toBeUndefined();
    expect(swipeBetween(origin, { x: 40, y: 400 })).toBeUndefined();
  });
});

describe("openerOffset", () => {
  it("follows the finger rightwards up to the drag limit", () => {
    expect(openerOffset(origin, { x: 60, y: 300 })).toBe(50);
    expect(openerOffset(origin, { x: 5, y: 100 })).toBe(0);
    expect(openerOffset(origin, { x: 1000, y: 100 })).toBe(OPENER_DRAG_LIMIT_PX);
  });
});
