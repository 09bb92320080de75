import { screen } from "@testing-library/react";
import { DEFAULT_DESCRIPTION } from "../../../common/site.ts";
import { pageHead } from "../../../test/unit/pageHead.ts";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { Splash } from "./Splash.tsx";

jest.mock("../Sponsors/supporters.ts", () => ({ supporters: [] }));

const splash = (
  <MemoryRouter>
    <Splash />
  </MemoryRouter>
);

describe("Splash", () => {
  it("keeps its sections, code samples and calls to action, then loads the sponsors", async () => {
    await renderSettled(splash);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^bundle your assets$/);
    expect(screen.getByRole("heading", { name: "Write Your Code" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bundle It" })).toBeInTheDocument();
    expect(screen.getAllByRole("figure")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/guides/getting-started/");
    expect(screen.getByRole("link", { name: "Learn the Concepts" })).toHaveAttribute("href", "/concepts/");
    expect(await screen.findByRole("group", { name: "Sponsors to show" })).toBeInTheDocument();
    expect(pageHead()).toEqual({ titles: ["webpack"], descriptions: [DEFAULT_DESCRIPTION], allInHead: true });
  });

  it("prerenders without inline styles, with the sponsors' skeleton", () => {
    const html = renderToString(splash);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain("Platinum sponsors");
  });
});
