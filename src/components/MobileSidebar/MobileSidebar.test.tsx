import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { allSections, navigations } from "../../content/navigation.ts";
import { outlines } from "../../content/outlines.ts";
import { MobileSidebar } from "./MobileSidebar.tsx";

function renderSidebar(url = "/") {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <MobileSidebar />
      <p>Page text</p>
    </MemoryRouter>,
  );
  const dialog = view.container.querySelector("dialog");
  if (!dialog) throw new Error("no drawer");
  return {
    toggle: screen.getByRole("button", { name: "Toggle navigation" }),
    panel: dialog,
    opener: () => view.container.querySelector(".opener"),
  };
}

const at = (x: number, y: number) => ({ clientX: x, clientY: y });

describe("MobileSidebar", () => {
  // As in the app, which loads a section's navigation and a page's headings before it shows the page.
  beforeAll(() =>
    Promise.all([
      ...allSections.map((section) => navigations.preload(section.name)),
      outlines.preload("/concepts/entry-points/"),
    ]),
  );

  it("is a dialog named for what it holds, with a close button inside", async () => {
    const { toggle, panel } = renderSidebar();
    expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    expect(panel).not.toHaveAttribute("open");
    await userEvent.click(toggle);
    expect(screen.getByRole("dialog", { name: "Site navigation" })).toBe(panel);
    expect(within(panel).getByRole("navigation", { name: "Sections" })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Close navigation" }));
    expect(panel).not.toHaveAttribute("open");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("lists every section and opens with its button", async () => {
    const { toggle, panel } = renderSidebar();
    expect(
      within(panel)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/concepts/", "/guides/"]);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("open");
  });

  it("follows the dialog when the browser closes it (Escape), and closes when a link is chosen", async () => {
    const { toggle, panel } = renderSidebar();
    await userEvent.click(toggle);
    act(() => panel.close());
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole("link", { name: "Guides" }));
    expect(panel).not.toHaveAttribute("open");
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
    expect(panel).not.toHaveAttribute("open");
  });

  it("lists no section's pages on a page no section lists", async () => {
    const { toggle } = renderSidebar("/vote/");
    await userEvent.click(toggle);
    expect(screen.queryByRole("navigation", { name: "Section pages" })).not.toBeInTheDocument();
  });

  it("closes on a tap on the backdrop but not on a tap inside", async () => {
    const { toggle, panel } = renderSidebar();
    await userEvent.click(toggle);
    panel.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 295, height: 812 });
    fireEvent.click(panel, { clientX: 200, clientY: 300 });
    fireEvent.click(within(panel).getByRole("navigation", { name: "Sections" }), { clientX: 340, clientY: 300 });
    expect(panel).toHaveAttribute("open");
    fireEvent.click(panel, { clientX: 340, clientY: 300 });
    expect(panel).not.toHaveAttribute("open");
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
