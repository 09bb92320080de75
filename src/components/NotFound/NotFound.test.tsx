import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { DEFAULT_DESCRIPTION } from "../../../common/site.ts";
import { pageHead } from "../../../test/unit/pageHead.ts";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import { NotFound } from "./NotFound.tsx";

function SearchLocation() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderAt(path: string) {
  return renderSettled(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/search/" element={<SearchLocation />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("NotFound", () => {
  it("keeps the specification's texts", async () => {
    await renderAt("/nowhere/");
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you are looking for has been removed or relocated.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    expect(pageHead()).toEqual({
      titles: ["Page Not Found | webpack"],
      descriptions: [DEFAULT_DESCRIPTION],
      allInHead: true,
    });
  });

  it("suggests the page nearest a mistyped address", async () => {
    await renderAt("/concepts/entry-pionts/");
    expect(await screen.findByRole("link", { name: "Entry Points" })).toHaveAttribute(
      "href",
      "/concepts/entry-points/",
    );
  });

  it("says so when no page is near the address", async () => {
    await renderAt("/a/b/c/");
    expect(await screen.findByText("No page has an address like this one.")).toBeInTheDocument();
  });

  it("searches the documentation for what the reader types", async () => {
    await renderAt("/nowhere/");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the documentation" }), "entry points");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByText("at /search/?q=entry+points")).toBeInTheDocument();
  });

  it("links every section", async () => {
    await renderAt("/nowhere/");
    const sections = screen.getByRole("navigation", { name: "Documentation sections" });
    expect(sections).toHaveTextContent("ConceptsGuides");
  });
});
