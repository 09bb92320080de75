import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { applyTheme, preferredTheme } from "./theme.ts";

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

  it("toggles, persists and marks the button pressed in the dark theme", async () => {
    mockSystemScheme(false);
    applyTheme("light");
    render(<ThemeToggle />);
    const button = screen.getByRole("button", { name: "Toggle theme" });
    expect(button).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement).toHaveClass("theme-dark");
    expect(document.documentElement).not.toHaveClass("theme-light");
    expect(window.localStorage.getItem("theme")).toBe("dark");

    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(window.localStorage.getItem("theme")).toBe("light");
  });

  it("follows a change of the system scheme until the reader chooses", () => {
    const system = mockSystemScheme(false);
    applyTheme("light");
    render(<ThemeToggle />);
    act(() => system.change(true));
    expect(screen.getByRole("button", { name: "Toggle theme" })).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.dataset.theme).toBe("dark");

    window.localStorage.setItem("theme", "dark");
    act(() => system.change(false));
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("has the head script apply the stored theme before the app runs", () => {
    mockSystemScheme(false);
    window.localStorage.setItem("theme", "dark");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement).toHaveClass("theme-dark");
  });

  it("has the head script fall back to the system scheme when storage is corrupt or refused", () => {
    mockSystemScheme(true);
    window.localStorage.setItem("theme", "{corrupt");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe("dark");

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
