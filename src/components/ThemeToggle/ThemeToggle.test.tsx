import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { applyTheme, preferredTheme, storedChoice } from "./theme.ts";

function mockSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => media as unknown as MediaQueryList);
  return {
    change(toDark: boolean) {
      media.matches = toDark;
      listeners.forEach((listener) => listener());
    },
  };
}

function resetRoot() {
  const root = document.documentElement;
  root.removeAttribute("data-theme");
  root.removeAttribute("data-theme-choice");
  root.className = "";
}

/** The inline script of src/index.html, run as the browser would before the stylesheets. */
function runHeadScript() {
  const html = readFileSync(path.join(__dirname, "../../index.html"), "utf8");
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("src/index.html has no inline script");
  new Function(script)();
}

describe("theme", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    resetRoot();
  });

  it("prefers the stored choice, else the system scheme, and ignores unknown values", () => {
    mockSystemScheme(true);
    expect(preferredTheme()).toBe("dark");
    window.localStorage.setItem("theme", "light");
    expect(preferredTheme()).toBe("light");
    window.localStorage.setItem("theme", "sepia");
    expect(preferredTheme()).toBe("dark");
  });

  it("applies the theme as an attribute and a single class", () => {
    applyTheme("dark");
    applyTheme("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(document.documentElement.className).toBe("theme-light");
  });

  it("goes round system, light and dark, keeping the choice in storage and on the root", async () => {
    mockSystemScheme(true);
    applyTheme("dark");
    render(<ThemeToggle />);
    const toggle = () => screen.getByRole("button", { name: /^Theme: / });
    const root = document.documentElement;
    expect(toggle()).toHaveAccessibleName("Theme: follows the system");
    expect(toggle()).toHaveAttribute("title", "Theme: follows the system. Click for light.");

    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName("Theme: light");
    expect(toggle()).toHaveAttribute("title", "Theme: light. Click for dark.");
    expect(root.dataset.theme).toBe("light");
    expect(root).toHaveClass("theme-light");
    expect(root).not.toHaveClass("theme-dark");
    expect(root.dataset.themeChoice).toBe("light");
    expect(window.localStorage.getItem("theme")).toBe("light");

    toggle().focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle()).toHaveAccessibleName("Theme: dark");
    expect(toggle()).toHaveAttribute("title", "Theme: dark. Click for the system's scheme.");
    expect(root.dataset.theme).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");

    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName("Theme: follows the system");
    expect(root.dataset.theme).toBe("dark");
    expect(root.dataset.themeChoice).toBe("system");
    expect(window.localStorage.getItem("theme")).toBeNull();
  });

  it("reads a corrupt or refused stored choice as the system's", () => {
    window.localStorage.setItem("theme", "sepia");
    expect(storedChoice()).toBe("system");
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(storedChoice()).toBe("system");
  });

  it("follows a change of the system scheme while the choice is the system's", async () => {
    const system = mockSystemScheme(false);
    applyTheme("light");
    render(<ThemeToggle />);
    act(() => system.change(true));
    expect(document.documentElement.dataset.theme).toBe("dark");

    await userEvent.click(screen.getByRole("button", { name: "Theme: follows the system" }));
    act(() => system.change(false));
    expect(document.documentElement.dataset.theme).toBe("light");
    act(() => system.change(true));
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("has the head script apply the stored theme before the app runs", () => {
    mockSystemScheme(false);
    window.localStorage.setItem("theme", "dark");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement).toHaveClass("theme-dark");
    expect(document.documentElement.dataset.themeChoice).toBe("dark");
  });

  it("has the head script fall back to the system scheme when storage is corrupt or refused", () => {
    mockSystemScheme(true);
    window.localStorage.setItem("theme", "{corrupt");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement.dataset.themeChoice).toBe("system");

    resetRoot();
    mockSystemScheme(false);
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(runHeadScript).not.toThrow();
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(document.documentElement).toHaveClass("theme-light");
  });
});
