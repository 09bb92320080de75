import { Feed } from "feed";
import type { ContentIndex } from "./buildIndex.ts";

const POST = /^content\/blog\/(\d{4}-\d{2}-\d{2})-[^/]+\.mdx?$/;

export interface BlogFeeds {
  rss: string;
  atom: string;
}

/** The blog's RSS and Atom feeds, newest post first. */
export function blogFeeds(index: ContentIndex, siteUrl: string): BlogFeeds {
  const blogUrl = new URL("/blog/", siteUrl).href;
  const feed = new Feed({
    title: "webpack blog",
    description: "News and release notes from the webpack team.",
    id: blogUrl,
    link: blogUrl,
    language: "en",
    copyright: "The webpack documentation contributors",
    feedLinks: { rss: `${blogUrl}feed.xml`, atom: `${blogUrl}atom.xml` },
  });
  for (const { node } of index.files) {
    const date = POST.exec(node.path)?.[1];
    if (!date) continue;
    const link = new URL(node.url, siteUrl).href;
    feed.addItem({
      title: node.title,
      id: link,
      link,
      date: new Date(`${date}T00:00:00Z`),
      description: node.description,
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
