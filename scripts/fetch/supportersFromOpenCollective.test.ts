import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { toSupporters } from "../../common/supporters.ts";
import {
  supportersFromOpenCollective,
  type OpenCollectiveMember,
  type OpenCollectiveTransaction,
} from "./supportersFromOpenCollective.ts";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-fixtures");

/** Answers of Open Collective's GraphQL API to the two queries of openCollective.ts, with made-up backers. */
function answer(name: string): unknown {
  return JSON.parse(readFileSync(path.join(fixtures, name), "utf8"));
}
const members = (answer("open-collective-members.json") as { data: { account: { members: { nodes: unknown } } } }).data
  .account.members.nodes as OpenCollectiveMember[];
const transactions = (answer("open-collective-transactions.json") as { data: { transactions: { nodes: unknown } } })
  .data.transactions.nodes as OpenCollectiveTransaction[];

describe("supportersFromOpenCollective", () => {
  const supporters = supportersFromOpenCollective(members, transactions);

  it("makes one supporter per backer, in dollars, biggest total first", () => {
    assert.deepEqual(supporters, [
      {
        slug: "fixture-platinum-corp",
        name: "Fixture Platinum Corp",
        avatar: "https://images.example/fixture-platinum-corp/logo.png",
        website: "https://platinum.example",
        monthlyDonations: 250,
        totalDonations: 61234.57,
        firstDonation: "2017-06-15T08:30:00.000Z",
      },
      {
        slug: "fixture-silver-studio",
        name: "Fixture Silver Studio",
        avatar: "https://images.example/fixture-silver-studio/logo.png",
        website: "http://silver.example",
        monthlyDonations: 0,
        totalDonations: 4200,
        firstDonation: "2021-09-09T09:09:09.000Z",
      },
      {
        slug: "fixture-backer",
        name: "fixture-backer",
        monthlyDonations: 2.08,
        totalDonations: 25,
        firstDonation: "2026-10-20T12:00:00.000Z",
      },
    ]);
  });

  it("writes what the site's sponsors read, every entry kept", () => {
    assert.deepEqual(toSupporters(JSON.parse(JSON.stringify(supporters))), supporters);
  });

  it("gives nothing for no members", () => {
    assert.deepEqual(supportersFromOpenCollective([], transactions), []);
  });
});
