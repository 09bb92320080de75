import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { conceptPages } from "../../test/unit/contentIndex.ts";
import { Sidebar } from "../components/Sidebar/Sidebar.tsx";
import { prerenderedOutline } from "./prerenderedOutline.ts";
import type { Anchor } from "./types.ts";

const outline: Anchor[] = [
  { title: "Before any h2", id: "before-any-h2", level: 3 },
  { title: "Single entry", id: "single-entry", level: 2 },
  { title: "Object <syntax> & more", id: "object-syntax--more", level: 3 },
  { title: "Über", id: "über", level: 3 },
  { title: "Multi-page application", id: "multi-page-application", level: 2 },
];

function sidebar(anchors: readonly Anchor[]) {
  return (
    <MemoryRouter>
      <Sidebar
        pages={conceptPages}
        currentUrl="/concepts/entry-points/"
        outline={anchors}
        section="concepts"
        contentLoaded={false}
      />
    </MemoryRouter>
  );
}

function prerendered(anchors: readonly Anchor[]): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToString(sidebar(anchors));
  return root;
}

describe("prerenderedOutline", () => {
  it("reads the current page's headings back from the prerendered sidebar, in order", () => {
    expect(prerenderedOutline(prerendered(outline))?.map((anchor) => [anchor.id, anchor.title])).toEqual(
      outline.map((anchor) => [anchor.id, anchor.title]),
    );
  });

  it("hydrates the prerendered sidebar from what it read without a mismatch", async () => {
    const root = prerendered(outline);
    const prerenderedHtml = root.innerHTML;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, sidebar(prerenderedOutline(root) ?? []), {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(root.innerHTML).toBe(prerenderedHtml);
  });

  it("reads an empty outline for a page without headings", () => {
    expect(prerenderedOutline(prerendered([]))).toEqual([]);
  });

  it("reads nothing from a document without the sidebar", () => {
    const root = document.createElement("div");
    root.innerHTML = "<main><h1>Not found</h1></main>";
    expect(prerenderedOutline(root)).toBeUndefined();
  });
});
