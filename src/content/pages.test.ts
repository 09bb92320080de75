import { loadedPage, loadPage, replacePageModule, subscribeToPageReplacements } from "./pages.ts";
import type { PageModule } from "./types.ts";

describe("pages", () => {
  it("puts a hot-updated module in the place of the one loaded, and says so", async () => {
    const previous = (await loadPage("/concepts/output/")) as PageModule;
    const next: PageModule = { ...previous, frontMatter: { title: "Output, edited" } };
    const listener = jest.fn();
    const unsubscribe = subscribeToPageReplacements(listener);
    replacePageModule(previous, next);
    expect(loadedPage("/concepts/output/")).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    replacePageModule(next, previous);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loadedPage("/concepts/output/")).toBe(previous);
  });
});
