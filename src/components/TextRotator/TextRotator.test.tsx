import { act, render, screen } from "@testing-library/react";
import { ROTATED_WORDS, ROTATOR_DELAY_MS, ROTATOR_REPEAT_MS } from "../../constants.ts";
import { TextRotator } from "./TextRotator.tsx";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn(
    () =>
      ({ matches: reduce, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList,
  );
}

function renderHeading() {
  render(
    <h1>
      bundle your <TextRotator />
    </h1>,
  );
  return screen.getByRole("heading");
}

describe("TextRotator", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the first word for the delay, then each next word every repeat, wrapping around", () => {
    mockReducedMotion(false);
    const heading = renderHeading();
    expect(heading).toHaveTextContent(/^bundle your assets$/);
    act(() => jest.advanceTimersByTime(ROTATOR_DELAY_MS - 1));
    expect(heading).toHaveTextContent(/^bundle your assets$/);
    act(() => jest.advanceTimersByTime(1));
    expect(heading).toHaveTextContent(/^bundle your scripts$/);
    act(() => jest.advanceTimersByTime(ROTATOR_REPEAT_MS));
    expect(heading).toHaveTextContent(/^bundle your images$/);
    act(() => jest.advanceTimersByTime(ROTATOR_REPEAT_MS));
    expect(heading).toHaveTextContent(/^bundle your styles$/);
    act(() => jest.advanceTimersByTime(ROTATOR_REPEAT_MS));
    expect(heading).toHaveTextContent(/^bundle your assets$/);
  });

  it("reserves room for every word without adding them to the text", () => {
    mockReducedMotion(false);
    const heading = renderHeading();
    const sizers = heading.querySelectorAll("[data-word]");
    expect([...sizers].map((sizer) => sizer.getAttribute("data-word"))).toEqual([...ROTATED_WORDS]);
  });

  it("keeps the first word when the reader prefers reduced motion", () => {
    mockReducedMotion(true);
    const heading = renderHeading();
    act(() => jest.advanceTimersByTime(ROTATOR_DELAY_MS + 3 * ROTATOR_REPEAT_MS));
    expect(heading).toHaveTextContent(/^bundle your assets$/);
  });
});
