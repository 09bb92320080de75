import { addVote, loadBallot, parseBallot, remainingVotes, removeVote, saveBallot, VOTE_BUDGET } from "./ballot.ts";

const ids = ["a", "b"];

describe("ballot", () => {
  afterEach(() => window.localStorage.clear());

  it("adds votes until the budget is spent", () => {
    let ballot = {};
    for (let index = 0; index < VOTE_BUDGET + 3; index += 1) ballot = addVote(ballot, index % 2 ? "a" : "b");
    expect(ballot).toEqual({ a: 5, b: 5 });
    expect(remainingVotes(ballot)).toBe(0);
  });

  it("removes votes down to none", () => {
    expect(removeVote({ a: 2 }, "a")).toEqual({ a: 1 });
    expect(removeVote({ a: 1, b: 1 }, "a")).toEqual({ b: 1 });
    expect(removeVote({ b: 1 }, "a")).toEqual({ b: 1 });
  });

  it("accepts only well-formed stored ballots", () => {
    expect(parseBallot({ a: 3, b: 2 }, ids)).toEqual({ a: 3, b: 2 });
    expect(parseBallot(null, ids)).toEqual({});
    expect(parseBallot([1, 2], ids)).toEqual({});
    expect(parseBallot({ a: "3" }, ids)).toEqual({});
    expect(parseBallot({ a: -1 }, ids)).toEqual({});
    expect(parseBallot({ a: 1.5 }, ids)).toEqual({});
    expect(parseBallot({ gone: 1 }, ids)).toEqual({});
    expect(parseBallot({ a: 8, b: 3 }, ids)).toEqual({});
  });

  it("persists through storage and falls back to an empty ballot when it is corrupt", () => {
    saveBallot({ a: 2 });
    expect(loadBallot(ids)).toEqual({ a: 2 });
    window.localStorage.setItem("vote-ballot", "{broken");
    expect(loadBallot(ids)).toEqual({});
  });
});
