import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { conceptOutlines, conceptPages } from "../../../test/unit/contentIndex.ts";
import { groupPages, Sidebar } from "./Sidebar.tsx";
import { nestAnchors } from "./SidebarItem.tsx";

function sidebarAt(currentUrl: string) {
  return (
    <MemoryRouter>
      <Sidebar
        pages={conceptPages}
        currentUrl={currentUrl}
        outline={conceptOutlines[currentUrl] ?? []}
        section="concepts"
        contentLoaded
      />
    </MemoryRouter>
  );
}

function renderSidebar(currentUrl: string) {
  return render(sidebarAt(currentUrl));
}

describe("Sidebar", () => {
  it("groups consecutive pages by their group", () => {
    expect(groupPages(conceptPages).map((group) => [group.name, group.pages.length])).toEqual([
      [undefined, 1],
      ["Core", 2],
    ]);
    renderSidebar("/concepts/");
    expect(screen.getByRole("heading", { name: "Core" })).toBeInTheDocument();
  });

  it("opens the current page's item by itself and lists its anchors", () => {
    renderSidebar("/concepts/entry-points/");
    expect(screen.getByRole("link", { name: "Entry Points" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Single entry" })).toHaveAttribute(
      "href",
      "/concepts/entry-points/#single-entry",
    );
    expect(screen.getByRole("link", { name: "Shorthand" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Entry" })).not.toBeInTheDocument();
  });

  it("toggles an item open and closed", async () => {
    renderSidebar("/concepts/entry-points/");
    const toggle = screen.getByRole("button", { name: "Show sections of Concepts" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Another page's headings arrive with the section's outline chunk: the click waits for it.
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(screen.getByRole("link", { name: "Entry" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Hide sections of Concepts" }));
    expect(screen.queryByRole("link", { name: "Entry" })).not.toBeInTheDocument();
  });

  it("disables the toggle of a page without anchors", () => {
    renderSidebar("/concepts/");
    expect(screen.getByRole("button", { name: "Show sections of Output" })).toBeDisabled();
  });

  it("re-evaluates which item is open when the current page changes", () => {
    const { rerender } = renderSidebar("/concepts/");
    expect(screen.getByRole("link", { name: "Entry" })).toBeInTheDocument();
    rerender(sidebarAt("/concepts/entry-points/"));
    expect(screen.queryByRole("link", { name: "Entry" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Single entry" })).toBeInTheDocument();
  });

  it("links to the printable section", () => {
    renderSidebar("/concepts/");
    expect(screen.getByRole("link", { name: "Print Section" })).toHaveAttribute("href", "/concepts/printable/");
  });

  it("nests level 3 anchors under the level 2 before them", () => {
    expect(
      nestAnchors([
        { title: "A", id: "a", level: 2 },
        { title: "A1", id: "a1", level: 3 },
        { title: "B", id: "b", level: 2 },
      ]).map((anchor) => [anchor.id, anchor.children.map((child) => child.id)]),
    ).toEqual([
      ["a", ["a1"]],
      ["b", []],
    ]);
  });
});
