import { act, render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { CUBE_DEPTH, CUBE_REPEAT_DELAY_MS } from "../../constants.ts";
import { Cube } from "./Cube.tsx";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn(
    () =>
      ({ matches: reduce, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList,
  );
}

const turnsOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>(".cube")?.style.getPropertyValue("--cube-turns");

describe("Cube", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("has the specified depth in its stylesheet", () => {
    const css = readFileSync(path.join(__dirname, "Cube.module.css"), "utf8");
    expect(css).toContain(`--cube-depth: ${CUBE_DEPTH}px;`);
  });

  it("turns at once, then again every repeat delay", () => {
    mockReducedMotion(false);
    const { container } = render(<Cube />);
    expect(turnsOf(container)).toBe("1");
    act(() => jest.advanceTimersByTime(CUBE_REPEAT_DELAY_MS - 1));
    expect(turnsOf(container)).toBe("1");
    act(() => jest.advanceTimersByTime(1));
    expect(turnsOf(container)).toBe("2");
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });

  it("stays still when the reader prefers reduced motion", () => {
    mockReducedMotion(true);
    const { container } = render(<Cube />);
    act(() => jest.advanceTimersByTime(3 * CUBE_REPEAT_DELAY_MS));
    expect(turnsOf(container)).toBe("");
  });
});
