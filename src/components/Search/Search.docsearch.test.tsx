import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import type { DocSearchDialogProps } from "./DocSearchDialog.tsx";

// What a build with DocSearch configured sees: webpack puts these values in at build time.
Object.assign(process.env, { DOCSEARCH_APP_ID: "APP", DOCSEARCH_API_KEY: "KEY", DOCSEARCH_INDEX_NAME: "webpack" });

jest.mock("./DocSearchDialog.tsx", () => ({
  DocSearchDialog: ({ settings }: DocSearchDialogProps) => (
    <div role="dialog" aria-label="DocSearch">
      {settings.appId} {settings.indexName}
    </div>
  ),
}));

// Loaded after the environment is set, as the build would read it.
const { Search } = jest.requireActual<typeof import("./Search.tsx")>("./Search.tsx");

describe("Search with DocSearch configured", () => {
  it("opens DocSearch instead of the built-in dialog", async () => {
    render(
      <MemoryRouter>
        <Search />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("dialog", { name: "DocSearch" })).toHaveTextContent("APP webpack");
    expect(screen.queryByRole("dialog", { name: "Search the documentation" })).not.toBeInTheDocument();
  });
});
