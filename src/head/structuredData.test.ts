import { blogPosting, breadcrumbList } from "./structuredData.ts";

describe("structured data", () => {
  it("lists a page's breadcrumbs in order, with absolute addresses", () => {
    const trail = [
      { title: "Home", url: "/" },
      { title: "Concepts", url: "/concepts/" },
      { title: "Loaders", url: "/concepts/loaders/" },
    ];
    expect(breadcrumbList(trail, "https://webpack.js.org")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://webpack.js.org/" },
        { "@type": "ListItem", position: 2, name: "Concepts", item: "https://webpack.js.org/concepts/" },
        { "@type": "ListItem", position: 3, name: "Loaders", item: "https://webpack.js.org/concepts/loaders/" },
      ],
    });
  });

  it("describes a post with its day and its authors, people by their GitHub page", () => {
    const post = {
      url: "/blog/2020-10-10-webpack-5-release/",
      title: "webpack 5 release",
      description: "webpack 5 is out.",
      date: "2020-10-10",
      anchorCount: 0,
      contributors: [],
      edit: "https://example.test/edit/blog/2020-10-10-webpack-5-release.md",
      authors: [{ name: "Tobias Koppers", github: "sokra" }, { name: "The webpack documentation team" }],
    };
    expect(blogPosting(post, "https://webpack.js.org", "https://webpack.js.org/social.png")).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "webpack 5 release",
      description: "webpack 5 is out.",
      datePublished: "2020-10-10",
      url: "https://webpack.js.org/blog/2020-10-10-webpack-5-release/",
      image: "https://webpack.js.org/social.png",
      author: [
        { "@type": "Person", name: "Tobias Koppers", url: "https://github.com/sokra" },
        { "@type": "Organization", name: "The webpack documentation team" },
      ],
    });
  });
});
