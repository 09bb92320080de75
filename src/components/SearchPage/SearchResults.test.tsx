import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import index from "search:index";
import { Link, MemoryRouter, useLocation, useNavigate, useNavigationType } from "react-router-dom";
import { createResource } from "../../loading/resource.ts";
import { createSearchEngine, type SearchEngine } from "../../search/engine.ts";
import { ScrollOnArrival } from "../ScrollOnArrival/ScrollOnArrival.tsx";
import { SearchResults } from "./SearchResults.tsx";

const engine = createSearchEngine(index);
// jsdom has no layout to scroll; the arrival of a page scrolls it to the top.
window.scrollTo = jest.fn();

function CurrentLocation() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  return <div data-testid="location">{`${navigationType} ${pathname}${search}`}</div>;
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/** The search page as the app renders it: after the home page, with the heading and the arrival handling. */
async function renderResults(url: string, loadEngine: () => Promise<SearchEngine> = () => Promise.resolve(engine)) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={["/", url]} initialIndex={1}>
        <CurrentLocation />
        <Back />
        <Link to="/search/?q=graph">Graph results</Link>
        <main>
          <h1 tabIndex={-1}>Search</h1>
          <SearchResults engines={createResource(loadEngine)} />
          <ScrollOnArrival />
        </main>
      </MemoryRouter>,
    );
  });
  return screen.getByRole("searchbox", { name: "Search the documentation" });
}

describe("SearchResults", () => {
  it("shows the results of the query in the address, each a link to its page and heading", async () => {
    const input = await renderResults("/search/?q=single");
    expect(input).toHaveValue("single");
    expect(screen.getByRole("status")).toHaveTextContent("1 result for “single”");
    const results = screen.getByRole("list", { name: "Search results" });
    const [link] = screen.getAllByRole("link", { name: /Single entry/ });
    expect(results).toContainElement(link ?? null);
    expect(link).toHaveAttribute("href", "/concepts/entry-points/#single-entry");
    expect(link?.querySelector("mark")).toHaveTextContent("Single");
  });

  it("rewrites the address as the reader types, in place, keeping the focus in the box", async () => {
    const input = await renderResults("/search/?q=single");
    await userEvent.clear(input);
    await userEvent.type(input, "splitChunks");
    expect(screen.getByTestId("location")).toHaveTextContent("REPLACE /search/?q=splitChunks");
    expect(input).toHaveFocus();
    const results = screen.getByRole("list", { name: "Search results" });
    // One result a page, at its best section.
    expect([...results.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "/plugins/split-chunks-plugin/",
    ]);
    // Every keystroke replaced the same entry: back leaves the search page.
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByTestId("location")).toHaveTextContent("POP /");
  });

  it("takes the query of a link that leads to another search", async () => {
    const input = await renderResults("/search/?q=single");
    await userEvent.click(screen.getByRole("link", { name: "Graph results" }));
    expect(input).toHaveValue("graph");
    expect(screen.getByRole("status")).toHaveTextContent("for “graph”");
  });

  it("says what to do without a query, and when nothing matches", async () => {
    const input = await renderResults("/search/");
    expect(input).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("Type to search every page and heading.");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    await userEvent.type(input, "zzzzqqq");
    expect(screen.getByRole("status")).toHaveTextContent("No results for “zzzzqqq”.");
  });

  it("reads whatever the address holds without failing", async () => {
    const input = await renderResults("/search/?q=%E0%A4%A&q=second");
    expect(input).toHaveValue("%E0%A4%A");
    expect(screen.getByRole("status")).toHaveTextContent("No results for “%E0%A4%A”.");
  });

  it("offers Try again when the index fails to load, and then shows the results", async () => {
    const failing = jest
      .fn<Promise<SearchEngine>, []>()
      .mockRejectedValueOnce(Object.assign(new Error("Loading chunk 6200 failed."), { name: "ChunkLoadError" }))
      .mockResolvedValue(engine);
    await renderResults("/search/?q=single", failing);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading content.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("status")).toHaveTextContent("1 result for “single”");
  });

  it("lists the first 100 results of a query with many, and 100 more at each Show more", async () => {
    const [sample] = engine.search("single", 1);
    if (!sample) throw new Error("the fixture index has no result for single");
    const many: SearchEngine = {
      ...engine,
      search: (_query, limit = 250) =>
        Array.from({ length: Math.min(limit, 250) }, (_, index) => ({ ...sample, href: `${sample.href}-${index}` })),
    };
    await renderResults("/search/?q=entry", () => Promise.resolve(many));
    const results = () => screen.getAllByRole("listitem").length;
    expect(await screen.findByRole("status")).toHaveTextContent("The first 100 results for “entry”");
    expect(results()).toBe(100);
    await userEvent.click(screen.getByRole("button", { name: "Show 100 more results" }));
    expect(results()).toBe(200);
    expect(screen.getByRole("status")).toHaveTextContent("The first 200 results for “entry”");
    await userEvent.click(screen.getByRole("button", { name: "Show 100 more results" }));
    expect(results()).toBe(250);
    expect(screen.getByRole("status")).toHaveTextContent("250 results for “entry”");
    expect(screen.queryByRole("button", { name: "Show 100 more results" })).not.toBeInTheDocument();
  });
});
