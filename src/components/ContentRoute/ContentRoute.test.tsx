import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import { ContentRoute } from "./ContentRoute.tsx";

function renderAt(url: string) {
  return renderSettled(
    <MemoryRouter initialEntries={[url]}>
      <ContentRoute />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  window.scrollTo = jest.fn();
});

describe("ContentRoute", () => {
  it("shows a page its section's navigation lists", async () => {
    await renderAt("/concepts/output/");
    expect(await screen.findByText("Body of Output")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Output" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Section pages" })).toBeInTheDocument();
  });

  it("shows the not-found page for an address its section does not list", async () => {
    await renderAt("/concepts/outptu/");
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    // The not-found page of its own, not a page of the section that failed to load.
    expect(screen.queryByRole("navigation", { name: "Section pages" })).not.toBeInTheDocument();
  });

  it("shows the not-found page for an address in no section", async () => {
    await renderAt("/nowhere/at-all/");
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
  });
});
