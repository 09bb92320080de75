import { replacePageModule } from "./pages.ts";
import type { PageModule } from "./types.ts";

/** The markdown loader's `hotUpdate` module: a page edited under the dev server replaces the loaded one. */
export default function hotPageUpdate(previous: PageModule, next: PageModule): void {
  replacePageModule(previous, next);
}
