import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { searchTermsState } from "../../search/searchTermsState.ts";
import { SearchTermMarks } from "./SearchTermMarks.tsx";

function Next() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate("/concepts/output/")}>
      Next page
    </button>
  );
}

function renderAt(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: "/concepts/", state }]}>
      <main id="main-content">
        <p>Entry points start the graph.</p>
      </main>
      <SearchTermMarks />
      <Next />
    </MemoryRouter>,
  );
}

const dismiss = () => screen.queryByRole("button", { name: "Clear search highlights" });

describe("SearchTermMarks", () => {
  it("offers to clear the marks on a page reached from a result, until the reader moves on", async () => {
    renderAt(searchTermsState(["entri"]));
    expect(dismiss()).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(dismiss()).not.toBeInTheDocument();
  });

  it("goes on Escape and on its button", async () => {
    renderAt(searchTermsState(["entri"]));
    await userEvent.keyboard("{Escape}");
    expect(dismiss()).not.toBeInTheDocument();
  });

  it("clears on its button", async () => {
    renderAt(searchTermsState(["entri"]));
    await userEvent.click(dismiss() as HTMLElement);
    expect(dismiss()).not.toBeInTheDocument();
  });

  it.each([[null], [{ searchTerms: "entri" }], [{ other: 1 }], [{ searchTerms: [] }]])(
    "does nothing on a page reached otherwise (state %j)",
    (state) => {
      renderAt(state);
      expect(dismiss()).not.toBeInTheDocument();
    },
  );
});
