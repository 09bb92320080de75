import { fetchOpenCollective } from "./openCollective.ts";
import { supportersFromOpenCollective } from "./supportersFromOpenCollective.ts";
import { writeWhole } from "./writeWhole.ts";

/** Fetches the webpack collective's supporters from Open Collective into `file`; resolves with their number. */
export async function fetchSupporters(options: { file: string; now: Date }): Promise<number> {
  const { members, transactions } = await fetchOpenCollective(options.now);
  const supporters = supportersFromOpenCollective(members, transactions);
  await writeWhole(options.file, `${JSON.stringify(supporters, null, 2)}\n`);
  return supporters.length;
}
