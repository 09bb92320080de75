import type { Crumb } from "../components/Breadcrumbs/breadcrumbTrail.ts";
import type { NavigationPage } from "../content/types.ts";

/** schema.org's BreadcrumbList of a documentation page: the trail its breadcrumbs show. */
export function breadcrumbList(trail: readonly Crumb[], siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      item: new URL(crumb.url, siteUrl).href,
    })),
  };
}

/** schema.org's BlogPosting of a post: its title, summary, day and authors. */
export function blogPosting(post: NavigationPage & { date: string }, siteUrl: string, image: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    ...(post.description && { description: post.description }),
    datePublished: post.date,
    ...(post.updated && { dateModified: post.updated }),
    url: new URL(post.url, siteUrl).href,
    image,
    author: (post.authors ?? []).map((author) => ({
      "@type": author.github ? "Person" : "Organization",
      name: author.name,
      ...(author.github && { url: `https://github.com/${author.github}` }),
    })),
  };
}
