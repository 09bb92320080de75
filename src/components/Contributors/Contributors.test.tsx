import { act, render, screen } from "@testing-library/react";
import { Contributors, visibleContributors } from "./Contributors.tsx";

describe("Contributors", () => {
  it("hides the five excluded bot accounts", () => {
    expect(visibleContributors(["sokra", "dependabot[bot]", "webpack-bot", "montogeek"])).toEqual([
      "sokra",
      "montogeek",
    ]);
  });

  it("requests avatars only once the list is in view, at 90 px shown at 45 px", () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    window.IntersectionObserver = jest.fn((callback: typeof notify) => {
      notify = callback;
      return { observe: jest.fn(), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    render(<Contributors handles={["sokra"]} />);
    expect(screen.queryByRole("img", { name: "sokra" })).not.toHaveAttribute("src");
    act(() => notify([{ isIntersecting: true }]));
    const avatar = screen.getByRole("img", { name: "sokra" });
    expect(avatar).toHaveAttribute("src", "https://github.com/sokra.png?size=90");
    expect(avatar).toHaveAttribute("width", "45");
  });

  it("falls back to checking visibility every 300 ms without IntersectionObserver", () => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, "IntersectionObserver");
    render(<Contributors handles={["sokra"]} />);
    expect(screen.getByRole("img", { name: "sokra" })).not.toHaveAttribute("src");
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole("img", { name: "sokra" })).toHaveAttribute("src");
    jest.useRealTimers();
  });
});
