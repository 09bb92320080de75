import { fetchJson } from "./http.ts";
import type { OpenCollectiveMember, OpenCollectiveTransaction } from "./supportersFromOpenCollective.ts";

/** Open Collective's public GraphQL API; without a token it allows a few requests a minute. */
const OPEN_COLLECTIVE_API = "https://api.opencollective.com/graphql/v2";
const COLLECTIVE = "webpack";
const PAGE_SIZE = 1000;

const MEMBERS_QUERY = `query Backers($slug: String!, $limit: Int!, $offset: Int!) {
  account(slug: $slug) {
    members(role: [BACKER], limit: $limit, offset: $offset) {
      totalCount
      nodes {
        createdAt
        totalDonations { value currency }
        account { slug name website imageUrl }
      }
    }
  }
}`;

const TRANSACTIONS_QUERY = `query Credits($slug: String!, $dateFrom: DateTime!, $limit: Int!, $offset: Int!) {
  transactions(account: { slug: $slug }, type: CREDIT, dateFrom: $dateFrom, limit: $limit, offset: $offset) {
    totalCount
    nodes {
      createdAt
      amountInHostCurrency { value currency }
      fromAccount { slug }
    }
  }
}`;

interface Page<T> {
  totalCount: number;
  nodes: T[];
}

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message?: string }[];
}

function isPage(value: unknown): value is Page<unknown> {
  const candidate = value as Partial<Page<unknown>> | null;
  return typeof candidate?.totalCount === "number" && Array.isArray(candidate.nodes);
}

async function query(text: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = (await fetchJson(OPEN_COLLECTIVE_API, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: text, variables }),
  })) as GraphqlAnswer;
  if (answer.errors?.length) {
    throw new Error(`Open Collective: ${answer.errors.map((error) => error.message ?? "unknown error").join("; ")}`);
  }
  if (!answer.data) throw new Error("Open Collective answered without data");
  return answer.data;
}

/** Every node of a paginated collection, page after page. */
async function allNodes<T>(
  text: string,
  variables: Record<string, unknown>,
  pageOf: (data: Record<string, unknown>) => unknown,
): Promise<T[]> {
  const nodes: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = pageOf(await query(text, { ...variables, limit: PAGE_SIZE, offset }));
    if (!isPage(page)) throw new Error("Open Collective answered in an unexpected shape");
    nodes.push(...(page.nodes as T[]));
    if (page.nodes.length < PAGE_SIZE || nodes.length >= page.totalCount) return nodes;
  }
}

/** The webpack collective's backers and its credit transactions of the twelve months before `now`. */
export async function fetchOpenCollective(now: Date) {
  const members = await allNodes<OpenCollectiveMember>(
    MEMBERS_QUERY,
    { slug: COLLECTIVE },
    (data) => (data.account as { members?: unknown } | null)?.members,
  );
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const transactions = await allNodes<OpenCollectiveTransaction>(
    TRANSACTIONS_QUERY,
    { slug: COLLECTIVE, dateFrom: yearAgo.toISOString() },
    (data) => data.transactions,
  );
  return { members, transactions };
}
