import type { ComponentType } from "react";
import type { FrontMatter } from "../../loaders/markdown-loader/frontMatter.ts";

export type { FrontMatter };
export type { Anchor, Contributor, NavigationPage, SectionSummary } from "../../plugins/content-index-plugin/types.ts";

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
