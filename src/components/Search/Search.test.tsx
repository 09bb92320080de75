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

  it.each([
    ["Ctrl+K", { key: "k", ctrlKey: true }],
    ["/", { key: "/" }],
  ])("keeps what is typed at once after %s, while the dialog is still loading", async (_name, keys) => {
    renderSearch();
    // The keys reach the page in the same task as the shortcut, before the dialog's chunk has
    // loaded and its input exists.
    act(() => {
      fireEvent.keyDown(document.body, keys);
      for (const key of "contenthasx") fireEvent.keyDown(document.body, { key });
      fireEvent.keyDown(document.body, { key: "Backspace" });
      fireEvent.keyDown(document.body, { key: "h" });
      expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    });
    const input = await screen.findByRole("combobox");
    expect(input).toHaveValue("contenthash");
    expect(input).toHaveFocus();
  });
});
