import fetched from "@fetched/supporters.json";
import { toSupporters, type Supporter } from "../../../common/supporters.ts";

// What `npm run fetch` got from Open Collective, or offlineSupporters.json (no one) when nothing was
// fetched: the build decides which (`fetchedAlias` in webpack.app.ts), so neither breaks the build.
export const supporters: readonly Supporter[] = toSupporters(fetched);
