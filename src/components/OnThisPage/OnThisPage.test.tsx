import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { OnThisPage } from "./OnThisPage.tsx";

const anchors = [
  { title: "Mode", id: "mode", level: 2 },
  { title: "Usage", id: "usage", level: 3 },
  { title: "Further", id: "further", level: 2 },
] as const;

/** An IntersectionObserver whose callback the test calls with the headings it says are in view. */
function mockIntersectionObserver() {
  let report: (ids: string[]) => void = () => undefined;
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    report = (ids) =>
      callback(
        ids.map((id, index) => ({
          target: document.getElementById(id) as Element,
          isIntersecting: true,
          boundingClientRect: { top: index * 100 } as DOMRectReadOnly,
        })) as IntersectionObserverEntry[],
        {} as IntersectionObserver,
      );
    return { observe: jest.fn(), disconnect: jest.fn() } as unknown as IntersectionObserver;
  }) as unknown as typeof IntersectionObserver;
  return { inView: (ids: string[]) => act(() => report(ids)) };
}

function mockWideScreen(wide: boolean) {
  window.matchMedia = jest.fn(
    () => ({ matches: wide, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList,
  );
}

const headings = () => {
  document.body.insertAdjacentHTML(
    "beforeend",
    '<h2 id="mode">Mode</h2><h3 id="usage">Usage</h3><h2 id="further">Further</h2>',
  );
};

describe("OnThisPage", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("lists the page's h2 headings with their h3 ones nested, and marks the one being read", () => {
    headings();
    mockWideScreen(true);
    const observer = mockIntersectionObserver();
    render(
      <MemoryRouter>
        <OnThisPage url="/concepts/" anchors={anchors} contentLoaded />
      </MemoryRouter>,
    );
    const rail = screen.getByRole("navigation", { name: "On this page" });
    const usage = within(rail).getByRole("link", { name: "Usage" });
    expect(usage).toHaveAttribute("href", "/concepts/#usage");
    expect(usage.closest("ul")?.closest("li")).toHaveTextContent(/^ModeUsage$/);
    expect(within(rail).queryByRole("link", { current: "location" })).toBeNull();

    observer.inView(["usage", "further"]);
    expect(within(rail).getByRole("link", { current: "location" })).toBe(usage);
    observer.inView(["further"]);
    expect(within(rail).getByRole("link", { current: "location" })).toHaveTextContent("Further");
  });

  it("is never prerendered, and in the browser shows only on wide screens once the page is loaded", () => {
    const rail = (contentLoaded: boolean) => (
      <MemoryRouter>
        <OnThisPage url="/concepts/" anchors={anchors} contentLoaded={contentLoaded} />
      </MemoryRouter>
    );
    mockWideScreen(true);
    expect(renderToString(rail(true))).toBe("");

    mockWideScreen(false);
    const narrow = render(rail(true));
    expect(screen.queryByRole("navigation", { name: "On this page" })).toBeNull();
    narrow.unmount();

    mockWideScreen(true);
    const loading = render(rail(false));
    expect(screen.queryByRole("navigation", { name: "On this page" })).toBeNull();
    loading.unmount();

    render(rail(true));
    expect(screen.getByRole("navigation", { name: "On this page" })).toBeInTheDocument();
  });
});
