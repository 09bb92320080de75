import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { pageHead } from "../../../test/unit/pageHead.ts";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import { SearchPage } from "./SearchPage.tsx";

const atSearch = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <SearchPage />
  </MemoryRouter>
);

describe("SearchPage", () => {
  it("prerenders the page without results: the query is only in the reader's address", () => {
    const html = renderToString(atSearch("/search/?q=single"));
    expect(html).toContain("<h1");
    expect(html).toContain("Loading content");
    expect(html).not.toContain("Single entry");
    expect(html).not.toContain("<input");
  });

  it("loads the query box and the results in the browser", async () => {
    await renderSettled(atSearch("/search/?q=single"));
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
    expect(await screen.findByRole("searchbox", { name: "Search the documentation" })).toHaveValue("single");
    expect(await screen.findByRole("link", { name: /Single entry/ })).toHaveAttribute(
      "href",
      "/concepts/entry-points/#single-entry",
    );
    expect(pageHead()).toEqual({
      titles: ["Search: single | webpack"],
      descriptions: ["Search every page and heading of the webpack documentation."],
      allInHead: true,
    });
  });
});
