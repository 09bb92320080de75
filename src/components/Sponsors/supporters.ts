import { toSupporters, type Supporter } from "./ranks.ts";

// supporters.json is fetched from Open Collective when online and absent otherwise; a context that
// matches only that name is empty then, where a plain import would fail the build.
const data = import.meta.webpackContext(".", { recursive: false, regExp: /^\.\/supporters\.json$/ });

export const supporters: readonly Supporter[] = data.keys().length > 0 ? toSupporters(data("./supporters.json")) : [];
