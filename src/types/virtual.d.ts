declare module "virtual:content-index" {
  import type { NavigationPage, SectionSummary } from "../../plugins/content-index-plugin/types.ts";
  export const sections: SectionSummary[];
  export const sectionLoaders: Record<string, () => Promise<{ default: NavigationPage[] }>>;
}

declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module "*.css";
