import { render, screen, within } from "@testing-library/react";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { LazySponsors } from "./LazySponsors.tsx";
import { Sponsors } from "./Sponsors.tsx";
import { SponsorsBoard } from "./SponsorsBoard.tsx";
import { supporters } from "./supporters.ts";
import { testSupporters } from "./testSupporters.ts";

// The real module reads supporters.json through webpack; the tests use made-up supporters instead.
jest.mock("./supporters.ts", () => ({ supporters: [] as unknown[] }));
const data = supporters as unknown as unknown[];

const RANK_HEADINGS = [
  "Latest sponsors",
  "Platinum sponsors",
  "Gold sponsors",
  "Silver sponsors",
  "Bronze sponsors",
  "Backers",
];

describe("Sponsors", () => {
  afterEach(() => data.splice(0));

  it("shows the supporters of one rank with their names", () => {
    data.push(...testSupporters);
    render(<Sponsors type="total" rank="platinum" />);
    const rank = screen.getByRole("region", { name: "Platinum sponsors" });
    const link = within(rank).getByRole("link", { name: "Fixture Platinum" });
    expect(link).toHaveAttribute("href", "https://platinum.example");
    expect(within(link).getByRole("img")).toHaveAttribute("src", "https://images.example/platinum.png");
  });

  it("names a supporter without a logo in text and links to their Open Collective page", () => {
    data.push(...testSupporters);
    render(<Sponsors type="total" rank="gold" />);
    expect(screen.getByRole("link", { name: "Fixture Gold" })).toHaveAttribute(
      "href",
      "https://opencollective.com/fixture-gold",
    );
  });

  it("starts on monthly below the probability, else on total, and switches", async () => {
    data.push(...testSupporters);
    const { unmount } = render(<SponsorsBoard random={() => 0.32} />);
    expect(screen.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");
    expect(within(screen.getByRole("region", { name: "Gold sponsors" })).queryByRole("link")).toBeNull();
    unmount();

    render(<SponsorsBoard random={() => 0.33} />);
    expect(screen.getByRole("button", { name: "All time" })).toHaveAttribute("aria-pressed", "true");
    const gold = () => screen.getByRole("region", { name: "Gold sponsors" });
    expect(within(gold()).getByRole("link", { name: "Fixture Gold" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Monthly" }));
    expect(screen.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");
    expect(within(gold()).queryByRole("link")).toBeNull();
  });

  it("shows every tier and how to become a sponsor when there is no data", () => {
    render(<SponsorsBoard random={() => 0} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(RANK_HEADINGS);
    expect(screen.getByRole("link", { name: "Become a sponsor" })).toHaveAttribute(
      "href",
      "https://opencollective.com/webpack",
    );
  });

  it("prerenders the rank headings only, then loads the sponsors in the browser", async () => {
    data.push(...testSupporters);
    const html = renderToString(<LazySponsors />);
    for (const heading of RANK_HEADINGS) expect(html).toContain(heading);
    expect(html).not.toContain("Fixture");

    await renderSettled(<LazySponsors />);
    expect(await screen.findByRole("group", { name: "Sponsors to show" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Platinum sponsors" })).getByRole("link", { name: "Fixture Platinum" }),
    ).toBeInTheDocument();
  });
});
