import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { isDocumentationPath, Navigation } from "./Navigation.tsx";

describe("Navigation", () => {
  it("marks Documentation current on the documentation sections only", () => {
    for (const section of ["api", "concepts", "configuration", "errors", "guides", "loaders", "migrate", "plugins"]) {
      expect(isDocumentationPath(`/${section}/x/`)).toBe(true);
    }
    expect(isDocumentationPath("/blog/")).toBe(false);
    expect(isDocumentationPath("/contribute/")).toBe(false);
  });

  it("renders the main links with the current one marked", () => {
    render(
      <MemoryRouter initialEntries={["/concepts/"]}>
        <Navigation />
      </MemoryRouter>,
    );
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(main).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Documentation" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Contribute" })).toHaveAttribute("href", "/contribute/");
    expect(screen.getByRole("link", { name: "Vote" })).toHaveAttribute("href", "/vote/");
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/");
  });

  it("offers the site's controls and links beside the main links", () => {
    render(
      <MemoryRouter initialEntries={["/concepts/"]}>
        <Navigation />
      </MemoryRouter>,
    );
    for (const name of ["Theme: follows the system", "Select language", "Toggle navigation"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("combobox", { name: "webpack version" })).toHaveValue("5");
    for (const name of ["GitHub", "X", "Stack Overflow"])
      expect(screen.getByRole("link", { name })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Toggle navigation" })).toHaveAttribute("aria-haspopup", "dialog");
  });
});
