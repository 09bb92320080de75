import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import index from "search:index";
import { MemoryRouter, useLocation } from "react-router-dom";
import { createResource } from "../../loading/resource.ts";
import { createSearchEngine, type SearchEngine } from "../../search/engine.ts";
import { SearchDialog } from "./SearchDialog.tsx";

/**
 * The hrefs of clicks the app left to the browser (jsdom does not navigate, so the test stands in
 * for it and stops each one after React has seen it).
 */
function followedByTheBrowser(): string[] {
  const followed: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (link && !event.defaultPrevented) followed.push(link.getAttribute("href") ?? "");
    event.preventDefault();
  };
  window.addEventListener("click", onClick);
  afterEachCleanups.push(() => window.removeEventListener("click", onClick));
  return followed;
}
const afterEachCleanups: (() => void)[] = [];
afterEach(() => afterEachCleanups.splice(0).forEach((cleanup) => cleanup()));

function CurrentLocation() {
  const { pathname, hash } = useLocation();
  return <div data-testid="location">{pathname + hash}</div>;
}

/** A fresh resource per test, so one test's loaded or failed index never serves another. */
function renderDialog(loadEngine: () => Promise<SearchEngine>, onClose = jest.fn()) {
  render(
    <MemoryRouter initialEntries={["/"]}>
      <CurrentLocation />
      <SearchDialog onClose={onClose} engines={createResource(loadEngine)} />
    </MemoryRouter>,
  );
  return { onClose, input: screen.getByRole("combobox", { name: "Search" }) };
}

const engine = createSearchEngine(index);
const loadEngine = () => Promise.resolve(engine);

describe("SearchDialog", () => {
  it("is a modal dialog with the input focused, showing results as the reader types", async () => {
    const { input } = renderDialog(loadEngine);
    const dialog = screen.getByRole("dialog", { name: "Search the documentation" });
    // A native modal dialog: the browser makes the page inert and keeps Tab inside (tested end to end).
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");
    expect(input).toHaveFocus();
    expect(await screen.findByText("Type to search every page and heading.")).toBeInTheDocument();
    await userEvent.type(input, "entry");
    const options = screen.getAllByRole("option");
    expect(options[0]).toHaveTextContent("Entry Points");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(screen.getByRole("listbox", { name: "Search results" })).toBeVisible();
  });

  it("highlights the matched words", async () => {
    const { input } = renderDialog(loadEngine);
    await screen.findByText("Type to search every page and heading.");
    await userEvent.type(input, "single");
    const mark = screen.getAllByRole("option")[0]?.querySelector("mark");
    expect(mark).toHaveTextContent("Single");
  });

  it("moves through the results with the arrow keys, wrapping, and opens one with Enter", async () => {
    const { input, onClose } = renderDialog(loadEngine);
    await screen.findByText("Type to search every page and heading.");
    await userEvent.type(input, "plugin");
    const count = screen.getAllByRole("option").length;
    expect(count).toBeGreaterThan(1);
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getAllByRole("option")[count - 1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId("location")).toHaveTextContent("/plugins/");
  });

  it("makes each result a link to its page and heading, out of the Tab order", async () => {
    const { input } = renderDialog(loadEngine);
    await screen.findByText("Type to search every page and heading.");
    await userEvent.type(input, "single");
    const [option] = screen.getAllByRole("option");
    expect(option?.tagName).toBe("A");
    expect(option).toHaveAttribute("href", "/concepts/entry-points/#single-entry");
    expect(option).toHaveAttribute("tabindex", "-1");
    expect(option).toHaveAccessibleName("Concepts › Entry Points Single entry");
  });

  it("follows a clicked result in the app and closes", async () => {
    const { input, onClose } = renderDialog(loadEngine);
    const browserDefaults = followedByTheBrowser();
    await screen.findByText("Type to search every page and heading.");
    await userEvent.type(input, "single");
    await userEvent.click(screen.getAllByRole("option")[0] as HTMLElement);
    expect(screen.getByTestId("location")).toHaveTextContent("/concepts/entry-points/#single-entry");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(browserDefaults).toEqual([]);
  });

  it.each([["{Control>}"], ["{Meta>}"], ["{Shift>}"]])(
    "leaves a click with %s to the browser (a new tab or window), keeping the dialog open",
    async (modifier) => {
      const { input, onClose } = renderDialog(loadEngine);
      const browserDefaults = followedByTheBrowser();
      await screen.findByText("Type to search every page and heading.");
      await userEvent.type(input, "single");
      // One user-event instance, so the modifier is still held during the click.
      const user = userEvent.setup();
      await user.keyboard(modifier);
      await user.click(screen.getAllByRole("option")[0] as HTMLElement);
      expect(browserDefaults).toEqual(["/concepts/entry-points/#single-entry"]);
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it("offers every result of the query on the search page", async () => {
    const { input, onClose } = renderDialog(loadEngine);
    await screen.findByText("Type to search every page and heading.");
    expect(screen.queryByRole("link", { name: /See all results/ })).not.toBeInTheDocument();
    await userEvent.type(input, "single entry");
    const all = screen.getByRole("link", { name: "See all results for “single entry”" });
    expect(all).toHaveAttribute("href", "/search/?q=single+entry");
    await userEvent.click(all);
    expect(screen.getByTestId("location")).toHaveTextContent("/search/");
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the first 12 results and says when the search page has more", async () => {
    const many: SearchEngine = {
      search: (_query, limit = 12) =>
        Array.from({ length: Math.min(limit, 40) }, (_, index) => ({
          href: `/guides/page-${index}/`,
          pageTitle: `Page ${index}`,
          heading: "",
          section: "Guides",
          terms: [],
        })),
    };
    const { input } = renderDialog(() => Promise.resolve(many));
    await screen.findByText("Type to search every page and heading.");
    await userEvent.type(input, "page");
    expect(screen.getAllByRole("option")).toHaveLength(12);
    expect(screen.getByRole("status")).toHaveTextContent("More than 12 results");
  });

  it("says when nothing matches", async () => {
    const { input } = renderDialog(loadEngine);
    await screen.findByText("Type to search every page and heading.");
    await userEvent.type(input, "zzzzqqq");
    expect(screen.getByRole("status")).toHaveTextContent("No results for “zzzzqqq”.");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("closes on Escape, on a click on its backdrop, and on the browser's own close request", async () => {
    const { onClose } = renderDialog(loadEngine);
    await screen.findByText("Type to search every page and heading.");
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole("dialog", { name: "Search the documentation" });
    await userEvent.click(screen.getByRole("status"));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
    dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("keeps the results out of the Tab order: Tab goes from the input to Close and See all results", async () => {
    const { input } = renderDialog(loadEngine);
    await screen.findByText("Type to search every page and heading.");
    await userEvent.type(input, "entry");
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "See all results for “entry”" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  describe("recent searches", () => {
    beforeEach(() => window.localStorage.clear());

    it("remembers the query of an opened result, offers it when the box is empty, and forgets it on request", async () => {
      const { input } = renderDialog(loadEngine);
      await screen.findByText("Type to search every page and heading.");
      expect(screen.queryByRole("heading", { name: "Recent searches" })).not.toBeInTheDocument();
      await userEvent.type(input, "single{Enter}");
      cleanup();

      const reopened = renderDialog(loadEngine);
      await screen.findByText("Type to search every page and heading.");
      expect(screen.getByRole("heading", { name: "Recent searches" })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "single" }));
      expect(reopened.input).toHaveValue("single");
      expect(reopened.input).toHaveFocus();
      expect(screen.getAllByRole("option")[0]).toHaveTextContent("Single entry");

      await userEvent.clear(reopened.input);
      await userEvent.click(screen.getByRole("button", { name: "Remove “single” from recent searches" }));
      expect(screen.queryByRole("heading", { name: "Recent searches" })).not.toBeInTheDocument();
      expect(window.localStorage.getItem("recent-searches")).toBe("[]");
    });

    it("opens with an empty list when the stored one is corrupt", async () => {
      window.localStorage.setItem("recent-searches", "{not json");
      renderDialog(loadEngine);
      expect(await screen.findByText("Type to search every page and heading.")).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "Recent searches" })).not.toBeInTheDocument();
    });
  });

  it("shows a passage of each result's section from its page's Markdown, the matched words marked", async () => {
    const twin = "# Entry Points\n\n## Single entry\n\nA single string names the one module the graph starts from.\n";
    const fetchTwin = jest.fn((url: string) =>
      Promise.resolve({ ok: true, url, text: () => Promise.resolve(twin) } as Response),
    );
    Object.assign(globalThis, { fetch: fetchTwin });
    afterEachCleanups.push(() => Reflect.deleteProperty(globalThis, "fetch"));
    const { input } = renderDialog(loadEngine);
    await screen.findByText("Type to search every page and heading.");
    await userEvent.type(input, "single");
    const option = screen.getAllByRole("option")[0] as HTMLElement;
    expect(await within(option).findByText(/string names the one module/)).toBeInTheDocument();
    expect([...option.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Single", "single"]);
    expect(fetchTwin).toHaveBeenCalledWith("/concepts/entry-points/index.md");
  });

  it("offers Try again when the index fails to load, and then works", async () => {
    const failing = jest
      .fn<Promise<SearchEngine>, []>()
      .mockRejectedValueOnce(Object.assign(new Error("Loading chunk 6200 failed."), { name: "ChunkLoadError" }))
      .mockResolvedValue(engine);
    const { input } = renderDialog(failing);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading content.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Type to search every page and heading.")).toBeInTheDocument();
    await userEvent.type(input, "single");
    expect(screen.getAllByRole("option")).not.toHaveLength(0);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("shows that the index is loading", async () => {
    let resolve: (engine: SearchEngine) => void = () => undefined;
    renderDialog(() => new Promise((done) => (resolve = done)));
    expect(screen.getByRole("status")).toHaveTextContent("Loading the search index…");
    await act(async () => resolve(engine));
    expect(screen.getByRole("status")).toHaveTextContent("Type to search every page and heading.");
  });
});
