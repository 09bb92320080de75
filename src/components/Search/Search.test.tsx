import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { Search } from "./Search.tsx";

function renderSearch() {
  render(
    <MemoryRouter>
      <input aria-label="Somewhere else" />
      <Search />
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: "Search" });
}

describe("Search", () => {
  it("opens the built-in search dialog from its button and returns focus on close", async () => {
    const button = renderSearch();
    expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K /");
    await act(() => userEvent.click(button));
    expect(await screen.findByRole("dialog", { name: "Search the documentation" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it.each([
    ["Ctrl+K", { key: "k", ctrlKey: true }],
    ["Cmd+K", { key: "k", metaKey: true }],
    ["/", { key: "/" }],
  ])("opens on %s", async (_name, keys) => {
    renderSearch();
    await act(async () => fireEvent.keyDown(document.body, keys));
    expect(await screen.findByRole("dialog", { name: "Search the documentation" })).toBeInTheDocument();
  });

  it("leaves / alone while the reader types in a field", () => {
    renderSearch();
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Somewhere else" }), { key: "/" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
