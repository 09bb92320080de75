import { act, render, screen, within } from "@testing-library/react";
import { Contributors } from "./Contributors.tsx";

const contributors = [
  { name: "Tobias Koppers", github: "sokra" },
  { name: "Jane Writer" },
  { name: "montogeek", github: "montogeek" },
];

/** Stands in for IntersectionObserver (jsdom has none) and hands back a way to report the list in view. */
function observeIntersections() {
  let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  window.IntersectionObserver = jest.fn((callback: typeof notify) => {
    notify = callback;
    return { observe: jest.fn(), disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  return (isIntersecting: boolean) => act(() => notify([{ isIntersecting }]));
}

afterEach(() => {
  Reflect.deleteProperty(window, "IntersectionObserver");
  jest.useRealTimers();
});

describe("Contributors", () => {
  it("lists GitHub accounts as avatars linked to their profile and everyone else by name, in order", () => {
    observeIntersections();
    render(<Contributors contributors={contributors} />);
    const items = within(screen.getByRole("region", { name: "Contributors" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["", "Jane Writer", ""]);
    expect(within(items[0] as HTMLElement).getByRole("link", { name: "sokra" })).toHaveAttribute(
      "href",
      "https://github.com/sokra",
    );
    expect(within(items[0] as HTMLElement).getByRole("link")).toHaveAttribute("title", "Tobias Koppers");
    expect(within(items[1] as HTMLElement).queryByRole("link")).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "montogeek" })).not.toHaveAttribute("title");
  });

  it("requests avatars only once the list is in view, at 90 px shown at 45 px", () => {
    const reportInView = observeIntersections();
    render(<Contributors contributors={contributors} />);
    expect(screen.getByRole("img", { name: "sokra" })).not.toHaveAttribute("src");
    reportInView(false);
    expect(screen.getByRole("img", { name: "sokra" })).not.toHaveAttribute("src");
    reportInView(true);
    const avatar = screen.getByRole("img", { name: "sokra" });
    expect(avatar).toHaveAttribute("src", "https://github.com/sokra.png?size=90");
    expect(avatar).toHaveAttribute("width", "45");
    expect(avatar).toHaveAttribute("height", "45");
    expect(screen.getByRole("img", { name: "montogeek" })).toHaveAttribute(
      "src",
      "https://github.com/montogeek.png?size=90",
    );
  });

  it("falls back to checking visibility every 300 ms without IntersectionObserver", () => {
    jest.useFakeTimers();
    render(<Contributors contributors={contributors} />);
    expect(screen.getByRole("img", { name: "sokra" })).not.toHaveAttribute("src");
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole("img", { name: "sokra" })).not.toHaveAttribute("src");
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("img", { name: "sokra" })).toHaveAttribute("src");
  });

  it("waits while the list is out of view", () => {
    jest.useFakeTimers();
    render(<Contributors contributors={contributors} />);
    const list = screen.getByRole("list");
    list.getBoundingClientRect = () => ({ top: window.innerHeight + 500, bottom: window.innerHeight + 600 }) as DOMRect;
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole("img", { name: "sokra" })).not.toHaveAttribute("src");
  });

  it("shows nothing for a page without contributors", () => {
    const { container } = render(<Contributors contributors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
