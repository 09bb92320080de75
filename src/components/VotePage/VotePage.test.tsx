import { render, screen, within } from "@testing-library/react";
import { pageHead } from "../../../test/unit/pageHead.ts";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { proposals } from "./proposals.ts";
import { VoteBallot } from "./VoteBallot.tsx";
import { VotePage } from "./VotePage.tsx";

const twoProposals = [
  { id: "docs", title: "Better docs", description: "More examples." },
  { id: "speed", title: "Faster builds", description: "Less waiting." },
];

const votesShown = (title: string) =>
  within(screen.getByRole("heading", { name: title }).closest("li") as HTMLElement).getByText(/votes?$/).textContent;

describe("VotePage", () => {
  afterEach(() => window.localStorage.clear());

  it("has proposals with ids, titles and descriptions", () => {
    expect(proposals.length).toBeGreaterThanOrEqual(5);
    expect(new Set(proposals.map((proposal) => proposal.id)).size).toBe(proposals.length);
  });

  it("prerenders a placeholder, then loads the proposals in the browser", async () => {
    const html = renderToString(<VotePage />);
    expect(html).toContain("Loading content");
    expect(html).not.toContain(proposals[0]!.title);

    await renderSettled(<VotePage />);
    expect(await screen.findByRole("heading", { name: proposals[0]!.title })).toBeInTheDocument();
    expect(pageHead()).toEqual({
      titles: ["Vote | webpack"],
      descriptions: ["Vote on what the webpack documentation and webpack itself should improve next."],
      allInHead: true,
    });
  });

  it("spends votes within the budget and takes them back", async () => {
    render(<VoteBallot proposals={twoProposals} />);
    const voteForDocs = screen.getByRole("button", { name: "Vote for Better docs" });
    const removeFromDocs = screen.getByRole("button", { name: "Remove vote for Better docs" });
    expect(screen.getByRole("status")).toHaveTextContent("10 votes of 10 left · 0 votes cast");
    expect(removeFromDocs).toBeDisabled();

    for (let index = 0; index < 7; index += 1) await userEvent.click(voteForDocs);
    for (let index = 0; index < 4; index += 1) {
      await userEvent.click(screen.getByRole("button", { name: "Vote for Faster builds" }));
    }
    expect(votesShown("Better docs")).toBe("7 votes");
    expect(votesShown("Faster builds")).toBe("3 votes");
    expect(screen.getByRole("status")).toHaveTextContent("0 votes of 10 left · 10 votes cast");
    expect(voteForDocs).toBeDisabled();

    removeFromDocs.focus();
    await userEvent.keyboard("{Enter}");
    expect(votesShown("Better docs")).toBe("6 votes");
    expect(screen.getByRole("status")).toHaveTextContent("1 vote of 10 left · 9 votes cast");
    expect(voteForDocs).toBeEnabled();
  });

  it("keeps the votes across visits and ignores a corrupt ballot", async () => {
    const { unmount } = render(<VoteBallot proposals={twoProposals} />);
    await userEvent.click(screen.getByRole("button", { name: "Vote for Faster builds" }));
    unmount();
    expect(JSON.parse(window.localStorage.getItem("vote-ballot") ?? "")).toEqual({ speed: 1 });

    const again = render(<VoteBallot proposals={twoProposals} />);
    expect(votesShown("Faster builds")).toBe("1 vote");
    again.unmount();

    window.localStorage.setItem("vote-ballot", '{"speed": "lots"');
    render(<VoteBallot proposals={twoProposals} />);
    expect(votesShown("Faster builds")).toBe("0 votes");
    expect(screen.getByRole("status")).toHaveTextContent("10 votes of 10 left");
  });
});
