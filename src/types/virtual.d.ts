declare module "virtual:content-index" {
  import type { SectionModule } from "../content/types.ts";
  import type { Anchor, SectionSummary } from "../../common/content.ts";
  export const sections: SectionSummary[];
  export const sectionLoaders: Record<string, () => Promise<SectionModule>>;
  /** Each section's pages' headings by page address. */
  export const outlineLoaders: Record<string, () => Promise<{ default: Record<string, Anchor[]> }>>;
}

declare module "virtual:content-page-list" {
  import type { PageSummary } from "../../common/content.ts";
  const pages: PageSummary[];
  export default pages;
}

declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module "*.css";

declare module "search:index" {
  import type { EncodedSearchIndex } from "../../common/searchIndexFormat.ts";
  const index: EncodedSearchIndex;
  export default index;
}
