import type { ComponentType } from "react";
import type { FrontMatter, NavigationPage } from "../../common/content.ts";

export type { Anchor, Contributor, FrontMatter, NavigationPage, SectionSummary } from "../../common/content.ts";

/** Elements of the rendered Markdown that the app replaces with its own components. */
export type ContentComponents = Record<string, ComponentType<never>>;

/** What the markdown loader turns each content file into. */
export interface PageModule {
  default: ComponentType<{ components?: ContentComponents }>;
  frontMatter: FrontMatter;
}

/** A page as the prerender wrote it into the document: its rendered Markdown and front matter. */
export interface PrerenderedPage {
  html: string;
  frontMatter: FrontMatter;
}

export type LoadedPage = PageModule | PrerenderedPage;

/** A section's module from the content index: its navigation, and a loader of each of its pages by address. */
export interface SectionModule {
  default: NavigationPage[];
  pageLoaders: Record<string, () => Promise<PageModule>>;
}
