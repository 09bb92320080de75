import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import type { PrerenderedPage } from "../../content/types.ts";
import { MarkdownContent } from "../MarkdownContent/MarkdownContent.tsx";
import { PACKAGE_MANAGER_STORAGE_KEY, storedPackageManager, tabAfterKey } from "./packageManagerTabs.ts";

const MANAGERS = ["npm", "yarn", "pnpm", "bun"];

/** A tab group as remark-package-manager-tabs writes it, npm's tab selected. */
function tabGroup(command: string): string {
  const tabs = MANAGERS.map(
    (manager, index) =>
      `<button type="button" role="tab" aria-selected="${index === 0}" tabindex="${index === 0 ? 0 : -1}" data-package-manager="${manager}">${manager}</button>`,
  ).join("");
  const panels = MANAGERS.map(
    (manager, index) =>
      `<div role="tabpanel" aria-label="${manager}" data-package-manager="${manager}"${index > 0 ? " hidden" : ""}><pre>${manager} ${command}</pre></div>`,
  ).join("");
  return `<div><div role="tablist" aria-label="Package manager">${tabs}</div>${panels}</div>`;
}

const page: PrerenderedPage = {
  frontMatter: { title: "Install" },
  html: tabGroup("add webpack") + tabGroup("add jest"),
};

function renderPage() {
  return render(
    <MemoryRouter>
      <MarkdownContent page={page} />
    </MemoryRouter>,
  );
}

const shownCommands = () => screen.getAllByRole("tabpanel").map((panel) => panel.textContent);

describe("package manager tabs", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows npm at first, and the chosen manager in every group of the page, remembered", async () => {
    renderPage();
    expect(shownCommands()).toEqual(["npm add webpack", "npm add jest"]);
    const [firstList] = screen.getAllByRole("tablist");
    await userEvent.click(within(firstList as HTMLElement).getByRole("tab", { name: "pnpm" }));
    expect(shownCommands()).toEqual(["pnpm add webpack", "pnpm add jest"]);
    expect(screen.getAllByRole("tab", { name: "pnpm", selected: true })).toHaveLength(2);
    expect(window.localStorage.getItem(PACKAGE_MANAGER_STORAGE_KEY)).toBe("pnpm");
  });

  it("shows the remembered manager on the next page", () => {
    window.localStorage.setItem(PACKAGE_MANAGER_STORAGE_KEY, "bun");
    renderPage();
    expect(shownCommands()).toEqual(["bun add webpack", "bun add jest"]);
  });

  it("falls back to npm when the stored choice is nonsense", () => {
    window.localStorage.setItem(PACKAGE_MANAGER_STORAGE_KEY, "{corrupt");
    expect(storedPackageManager()).toBe("npm");
    renderPage();
    expect(shownCommands()).toEqual(["npm add webpack", "npm add jest"]);
  });

  it("moves along the tabs with the arrow keys, Home and End, selecting as it goes", async () => {
    renderPage();
    const [npmTab] = screen.getAllByRole("tab", { name: "npm" });
    npmTab?.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toHaveTextContent("bun");
    expect(shownCommands()[0]).toBe("bun add webpack");
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toHaveTextContent("npm");
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toHaveTextContent("bun");
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toHaveTextContent("npm");
    expect(tabAfterKey("a", 0, 4)).toBeUndefined();
  });
});
