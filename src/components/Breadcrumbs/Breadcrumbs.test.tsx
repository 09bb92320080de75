import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { breadcrumbTrail } from "./breadcrumbTrail.ts";

function crumbs() {
  const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
  return within(trail)
    .getAllByRole("listitem")
    .map((item) => [
      item.textContent,
      item.querySelector("a")?.getAttribute("href") ?? item.getAttribute("aria-current"),
    ]);
}

describe("Breadcrumbs", () => {
  it("leads from home through the section to the page, which is current and no link", () => {
    render(
      <MemoryRouter>
        <Breadcrumbs url="/concepts/entry-points/" title="Entry Points" />
      </MemoryRouter>,
    );
    expect(crumbs()).toEqual([
      ["Home", "/"],
      ["Concepts", "/concepts/"],
      ["Entry Points", "page"],
    ]);
  });

  it("names the section once on its own first page", () => {
    const concepts = { name: "concepts", title: "Concepts", url: "/concepts/" };
    expect(breadcrumbTrail({ url: "/concepts/", title: "Concepts" }, concepts).map((crumb) => crumb.url)).toEqual([
      "/",
      "/concepts/",
    ]);
  });

  it("goes from home straight to a top-level page", () => {
    const topLevel = { name: "", title: "webpack", url: "/" };
    expect(breadcrumbTrail({ url: "/glossary/", title: "Glossary" }, topLevel).map((crumb) => crumb.url)).toEqual([
      "/",
      "/glossary/",
    ]);
  });
});
