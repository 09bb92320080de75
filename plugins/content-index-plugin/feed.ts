import { Feed } from "feed";
import type { ContentIndex } from "./buildIndex.ts";

const POST = /^\/blog\/(\d{4}-\d{2}-\d{2})-/;

export interface BlogFeeds {
  rss: string;
  atom: string;
}

/** The blog's RSS and Atom feeds, newest post first. */
export function blogFeeds(index: ContentIndex, siteUrl: string): BlogFeeds {
  const blogUrl = new URL("/blog/", siteUrl).href;
  const posts = index.files.flatMap(({ node }) => {
    const date = POST.exec(node.url)?.[1];
    return date ? [{ node, date: new Date(`${date}T00:00:00Z`) }] : [];
  });
  const feed = new Feed({
    title: "webpack blog",
    description: "News and release notes from the webpack team.",
    id: blogUrl,
    link: blogUrl,
    language: "en",
    copyright: "The webpack documentation contributors",
    feedLinks: { rss: `${blogUrl}feed.xml`, atom: `${blogUrl}atom.xml` },
    // The newest post's date, not the build time, so that the same content builds the same feed.
    updated: posts[0]?.date ?? new Date(0),
  });
  for (const { node, date } of posts) {
    const link = new URL(node.url, siteUrl).href;
    feed.addItem({ title: node.title, id: link, link, date, description: node.description });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
