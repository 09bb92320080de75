import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { LanguageMenu, wrapIndex } from "./LanguageMenu.tsx";

function renderMenu(url = "/concepts/output/#output-path") {
  render(
    <MemoryRouter initialEntries={[url]}>
      <LanguageMenu />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: "Select language" });
}

describe("LanguageMenu", () => {
  it("wraps indexes around both ends", () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });

  it("links every language to the same path and hash", async () => {
    const button = renderMenu();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveAttribute("href", "/concepts/output/#output-path");
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("menuitem", { name: "中文" })).toHaveAttribute(
      "href",
      "https://webpack.docschina.org/concepts/output/#output-path",
    );
    expect(screen.getByRole("menuitem", { name: "한국어" })).toHaveAttribute(
      "href",
      "https://webpack.kr/concepts/output/#output-path",
    );
  });

  it("moves through the entries with the arrow keys, wrapping around, and Escape returns to the button", async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "한국어" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "中文" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens with Enter on the first entry", async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveFocus();
  });

  it("opens on hover and closes when the pointer leaves", async () => {
    const button = renderMenu();
    await userEvent.hover(button);
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await userEvent.unhover(button);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("closes when focus or a click goes elsewhere", async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(screen.getByRole("menu")).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});
