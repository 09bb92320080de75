import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import type { NavigationPage } from "../../content/types.ts";
import { BlogPosts } from "./BlogPosts.tsx";

const sokra = { name: "Tobias Koppers", github: "sokra" };
const team = { name: "The webpack documentation team" };
const pages: NavigationPage[] = [
  { url: "/blog/", title: "Blog", anchorCount: 0, contributors: [], edit: "https://example.test/edit/blog/index.md" },
  {
    url: "/blog/2020-10-10-webpack-5-release/",
    title: "webpack 5 release",
    anchorCount: 0,
    contributors: [],
    edit: "https://example.test/edit/blog/2020-10-10-webpack-5-release.md",
    date: "2020-10-10",
    authors: [sokra],
    description: "webpack 5 is out.",
  },
  {
    url: "/blog/2026-10-06-native-css/",
    title: "Native CSS",
    anchorCount: 0,
    contributors: [],
    edit: "https://example.test/edit/blog/2026-10-06-native-css.md",
    date: "2026-10-06",
    authors: [sokra, team],
    description: "CSS without a loader.",
  },
];

describe("BlogPosts", () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <BlogPosts pages={pages} />
      </MemoryRouter>,
    );
  });

  it("lists every post, newest first, and not the blog's own page", () => {
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Native CSS", "webpack 5 release"]);
  });

  it("gives each post its day as a machine-readable time, its authors and its summary", () => {
    const [newest] = screen.getAllByRole("listitem");
    const time = newest?.querySelector("time");
    expect(time).toHaveAttribute("datetime", "2026-10-06");
    expect(time).toHaveTextContent("October 6, 2026");
    expect(newest).toHaveTextContent("by Tobias Koppers and The webpack documentation team");
    expect(within(newest as HTMLElement).getByRole("link", { name: "Tobias Koppers" })).toHaveAttribute(
      "href",
      "https://github.com/sokra",
    );
    expect(newest).toHaveTextContent("CSS without a loader.");
    expect(within(newest as HTMLElement).getByRole("link", { name: "Native CSS" })).toHaveAttribute(
      "href",
      "/blog/2026-10-06-native-css/",
    );
  });
});
