import { fireEvent } from "@testing-library/react";
import { preloadOnIntent } from "./preloadOnIntent.ts";

function link(href: string, text = "link"): HTMLAnchorElement {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.innerHTML = `<span>${text}</span>`;
  document.body.append(anchor);
  return anchor;
}

describe("preloadOnIntent", () => {
  let stop = () => undefined as void;
  const preload = jest.fn();
  beforeEach(() => {
    document.body.replaceChildren();
    preload.mockClear();
    stop = preloadOnIntent(preload);
  });
  afterEach(() => stop());

  it("preloads a page of the app when a link to it is hovered, focused or touched", () => {
    const concepts = link("/concepts/#entry", "Concepts");
    fireEvent.pointerOver(concepts.firstElementChild as Element);
    fireEvent.focusIn(link("/guides/"));
    fireEvent.touchStart(link("/api/?tab=1"));
    expect(preload.mock.calls).toEqual([["/concepts/"], ["/guides/"], ["/api/"]]);
  });

  it("leaves other sites, files, printable pages and the current page alone", () => {
    for (const href of ["https://example.com/", "/icon.svg", "/concepts/printable/", "#top", window.location.pathname])
      fireEvent.pointerOver(link(href));
    fireEvent.pointerOver(document.body);
    expect(preload).not.toHaveBeenCalled();
  });

  it("stops listening when asked", () => {
    stop();
    fireEvent.pointerOver(link("/concepts/"));
    expect(preload).not.toHaveBeenCalled();
  });
});
