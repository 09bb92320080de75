import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { allSections, navigations } from "../../content/navigation.ts";
import { MobileSidebar } from "./MobileSidebar.tsx";

function renderSidebar(url = "/") {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <MobileSidebar />
      <p>Page text</p>
    </MemoryRouter>,
  );
  return {
    toggle: screen.getByRole("button", { name: "Toggle navigation" }),
    panel: screen.getByRole("navigation", { name: "Sections" }),
    opener: () => view.container.querySelector(".opener"),
  };
}

const at = (x: number, y: number) => ({ clientX: x, clientY: y });

describe("MobileSidebar", () => {
  // As in the app, which loads a section's navigation before it shows one of its pages.
  beforeAll(() => Promise.all(allSections.map((section) => navigations.preload(section.name))));

  it("keeps Tab inside the open sidebar: the toggle and the section links, in a cycle", async () => {
    const { toggle } = renderSidebar();
    await userEvent.click(toggle);
    const links = screen.getAllByRole("link");
    for (const link of links) {
      await userEvent.tab();
      expect(link).toHaveFocus();
    }
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(links.at(-1)).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("lists every section and opens and closes with its button", async () => {
    const { toggle, panel } = renderSidebar();
    expect(panel).toHaveAttribute("inert");
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/concepts/",
      "/guides/",
    ]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveAttribute("inert");
    await userEvent.click(toggle);
    expect(panel).toHaveAttribute("inert");
  });

  it("closes on Escape with focus back on its button, and when a link is chosen", async () => {
    const { toggle, panel } = renderSidebar();
    await userEvent.click(toggle);
    screen.getByRole("link", { name: "Concepts" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(panel).toHaveAttribute("inert");
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole("link", { name: "Guides" }));
    expect(panel).toHaveAttribute("inert");
  });

  it("lists the current section's pages with the current page's headings, only once the panel shows", async () => {
    const { toggle } = renderSidebar("/concepts/entry-points/");
    expect(screen.queryByRole("navigation", { name: "Section pages" })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const pages = screen.getByRole("navigation", { name: "Section pages" });
    expect(within(pages).getByRole("link", { name: "Entry Points" })).toHaveAttribute("aria-current", "page");
    expect(within(pages).getByRole("link", { name: "Single entry" })).toHaveAttribute(
      "href",
      "/concepts/entry-points/#single-entry",
    );
    expect(pages.closest("li")?.firstElementChild).toHaveTextContent("Concepts");
  });

  it("closes when a heading of the current page is chosen", async () => {
    const { toggle, panel } = renderSidebar("/concepts/entry-points/");
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole("link", { name: "Shorthand" }));
    expect(panel).toHaveAttribute("inert");
  });

  it("lists no section's pages on a page no section lists", async () => {
    const { toggle } = renderSidebar("/vote/");
    await userEvent.click(toggle);
    expect(screen.queryByRole("navigation", { name: "Section pages" })).not.toBeInTheDocument();
  });

  it("closes on a tap outside but not on a tap inside", async () => {
    const { toggle, panel } = renderSidebar();
    await userEvent.click(toggle);
    fireEvent.pointerDown(panel);
    expect(panel).not.toHaveAttribute("inert");
    fireEvent.pointerDown(screen.getByText("Page text"));
    expect(panel).toHaveAttribute("inert");
  });

  it("follows a swipe from the left edge, up to the drag limit, and opens", () => {
    const { toggle, panel, opener } = renderSidebar();
    const edge = opener();
    if (!edge) throw new Error("no edge opener while closed");
    fireEvent.touchStart(edge, { touches: [at(4, 300)] });
    fireEvent.touchMove(edge, { touches: [at(104, 310)] });
    expect(panel).toHaveClass("dragging");
    expect(panel.style.getPropertyValue("--drag-offset")).toBe("100px");
    fireEvent.touchMove(edge, { touches: [at(600, 310)] });
    expect(panel.style.getPropertyValue("--drag-offset")).toBe("295px");
    fireEvent.touchEnd(edge, { changedTouches: [at(600, 310)] });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveClass("dragging");
    expect(panel.style.getPropertyValue("--drag-offset")).toBe("");
    expect(opener()).toBeNull();
  });

  it("stays closed after a short or mostly vertical swipe", () => {
    const { toggle, opener } = renderSidebar();
    const edge = opener()!;
    fireEvent.touchStart(edge, { touches: [at(4, 300)] });
    fireEvent.touchEnd(edge, { changedTouches: [at(20, 300)] });
    fireEvent.touchStart(edge, { touches: [at(4, 300)] });
    fireEvent.touchEnd(edge, { changedTouches: [at(80, 400)] });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a swipe back", async () => {
    const { toggle, panel } = renderSidebar();
    await userEvent.click(toggle);
    fireEvent.touchStart(panel, { touches: [at(250, 300)] });
    fireEvent.touchEnd(panel, { changedTouches: [at(120, 320)] });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
