import { Feed } from "feed";
import type { ContentIndex } from "../content-index-plugin/index.ts";

export interface BlogFeeds {
  rss: string;
  atom: string;
}

/** What the feeds say of themselves and where the posts are: the plugin's options, defaults applied. */
export interface FeedSettings {
  siteUrl: string;
  title: string;
  description: string;
  copyright?: string;
  blog: string;
}

/** The blog's RSS and Atom feeds, newest post first: its pages whose names start with a date. */
export function blogFeeds(index: ContentIndex, settings: FeedSettings): BlogFeeds {
  const blogUrl = new URL(settings.blog, settings.siteUrl).href;
  const datedPost = /^(\d{4}-\d{2}-\d{2})-/;
  const posts = index.files.flatMap(({ node }) => {
    if (!node.url.startsWith(settings.blog)) return [];
    const date = datedPost.exec(node.url.slice(settings.blog.length))?.[1];
    return date ? [{ node, date: new Date(`${date}T00:00:00Z`) }] : [];
  });
  const feed = new Feed({
    title: settings.title,
    description: settings.description,
    id: blogUrl,
    link: blogUrl,
    language: "en",
    ...(settings.copyright && { copyright: settings.copyright }),
    feedLinks: { rss: `${blogUrl}feed.xml`, atom: `${blogUrl}atom.xml` },
    // The newest post's date, not the build time, so that the same content builds the same feed.
    updated: posts[0]?.date ?? new Date(0),
  });
  for (const { node, date } of posts) {
    const link = new URL(node.url, settings.siteUrl).href;
    feed.addItem({ title: node.title, id: link, link, date, description: node.description });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
