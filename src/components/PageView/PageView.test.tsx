import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { failingKeys } from "../../../test/unit/contentModules.ts";
import { PageView } from "./PageView.tsx";

function renderPage(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PageView url={url} />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  window.scrollTo = jest.fn();
});

describe("PageView", () => {
  it("shows the page with its actions, neighbours and further reading", async () => {
    renderPage("/concepts/entry-points/");
    expect(await screen.findByText("Body of Entry Points")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Entry Points" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit Document" })).toHaveAttribute(
      "href",
      "https://github.com/webpack/webpack.js.org/edit/main/content/concepts/entry-points.md",
    );
    expect(screen.getByRole("button", { name: "Print Document" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Previous\s*Concepts/ })).toHaveAttribute("href", "/concepts/");
    expect(screen.getByRole("link", { name: /Next\s*Output/ })).toHaveAttribute("href", "/concepts/output/");
    expect(screen.getByRole("heading", { name: "Further Reading" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Modules" })).toHaveAttribute("href", "/concepts/modules/");
    expect(document.title).toBe("Entry Points | webpack");
  });

  it("shows a placeholder while the page loads", async () => {
    renderPage("/concepts/output/");
    expect(screen.getByRole("status", { name: "Loading content" })).toBeInTheDocument();
    expect(await screen.findByText("Body of Output")).toBeInTheDocument();
  });

  it('says "Error loading content." when the chunk fails, and tries again', async () => {
    failingKeys.add("./concepts/index.md");
    renderPage("/concepts/");
    expect(await screen.findByText("Error loading content.")).toBeInTheDocument();
    failingKeys.delete("./concepts/index.md");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Body of Concepts")).toBeInTheDocument();
  });
});
