import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { failingUrls, heldUrls, throwingUrls } from "../../../test/unit/contentModules.ts";
import { DEFAULT_DESCRIPTION } from "../../../common/site.ts";
import { pageHead } from "../../../test/unit/pageHead.ts";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import { PageView } from "./PageView.tsx";

// The entry points page names an example project and describes itself, as a guide's front matter would.
jest.mock("../../content/contentModules.ts", () => {
  const modules = jest.requireActual<typeof import("../../../test/unit/contentModules.ts")>(
    "../../../test/unit/contentModules.ts",
  );
  return {
    ...modules,
    importContentModule: async (section: string, url: string) => {
      const page = await modules.importContentModule(section, url);
      if (url !== "/concepts/entry-points/") return page;
      return {
        ...page,
        frontMatter: { ...page.frontMatter, example: "getting-started", description: "Where the build starts." },
      };
    },
  };
});

function renderPage(url: string, hash = "") {
  return renderSettled(
    <MemoryRouter initialEntries={[`${url}${hash}`]}>
      <PageView url={url} />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => {
  Reflect.deleteProperty(window, "IntersectionObserver");
});

describe("PageView", () => {
  it("shows the page with its actions, neighbours and further reading", async () => {
    await renderPage("/concepts/entry-points/");
    expect(await screen.findByText("Body of Entry Points")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Entry Points" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit Document" })).toHaveAttribute(
      "href",
      "https://github.com/webpack/webpack.js.org/edit/main/content/concepts/entry-points.md",
    );
    expect(screen.getByRole("button", { name: "Print Document" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Previous\s*Concepts/ })).toHaveAttribute("href", "/concepts/");
    expect(screen.getByRole("link", { name: /Next\s*Output/ })).toHaveAttribute("href", "/concepts/output/");
    expect(screen.getByRole("heading", { name: "Further Reading" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Modules" })).toHaveAttribute("href", "/concepts/modules/");
    expect(pageHead()).toEqual({
      titles: ["Entry Points | webpack"],
      descriptions: ["Where the build starts."],
      allInHead: true,
    });
  });

  it("shows a placeholder while the page loads", async () => {
    let release: () => void = () => undefined;
    heldUrls.set("/concepts/output/", new Promise((resolve) => (release = resolve)));
    await renderPage("/concepts/output/");
    expect(screen.getByRole("status", { name: "Loading content" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Output" })).toBeInTheDocument();
    expect(pageHead()).toEqual({ titles: ["Output | webpack"], descriptions: [DEFAULT_DESCRIPTION], allInHead: true });
    await act(async () => release());
    heldUrls.clear();
    expect(screen.getByText("Body of Output")).toBeInTheDocument();
  });

  it('says "Error loading content." when the chunk fails, and tries again', async () => {
    failingUrls.add("/concepts/");
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderPage("/concepts/");
    expect(screen.getByText("Error loading content.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Entry Points" })).toBeInTheDocument();
    failingUrls.delete("/concepts/");
    await act(() => userEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(screen.getByText("Body of Concepts")).toBeInTheDocument();
  });

  it("keeps the sidebar working when the page's component throws", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    throwingUrls.add("/concepts/");
    await renderPage("/concepts/");
    expect(screen.getByRole("alert")).toHaveTextContent("Error loading content.");
    expect(screen.getByRole("link", { name: "Output" })).toHaveAttribute("href", "/concepts/output/");
    throwingUrls.clear();
    await act(() => userEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(screen.getByText("Body of Concepts")).toBeInTheDocument();
  });

  it("links a page's example project to StackBlitz, next to the other actions", async () => {
    await renderPage("/concepts/entry-points/");
    const link = await screen.findByRole("link", { name: /^Live preview/ });
    expect(link).toHaveAttribute(
      "href",
      "https://stackblitz.com/github/webpack/webpack.js.org/tree/main/examples/getting-started",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.parentElement).toContainElement(screen.getByRole("link", { name: "Edit Document" }));
  });

  it("stays on the page when the hash is malformed", async () => {
    await renderPage("/concepts/output/", "#%zz");
    expect(screen.getByText("Body of Output")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Output" })).toBeInTheDocument();
  });

  it("scrolls to the heading a percent-encoded hash names", async () => {
    const heading = document.body.appendChild(document.createElement("h2"));
    heading.id = "café";
    heading.scrollIntoView = jest.fn();
    await renderPage("/concepts/output/", "#caf%C3%A9");
    expect(await screen.findByText("Body of Output")).toBeInTheDocument();
    expect(heading.scrollIntoView).toHaveBeenCalled();
    heading.remove();
  });

  it("shows no live preview for a page without an example", async () => {
    await renderPage("/concepts/output/");
    expect(await screen.findByText("Body of Output")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Live preview/ })).not.toBeInTheDocument();
  });

  it("offers to copy the page as Markdown next to Print Document", async () => {
    await renderPage("/concepts/output/");
    const copy = await screen.findByRole("button", { name: "Copy page" });
    expect(copy.closest("div")).toContainElement(screen.getByRole("button", { name: "Print Document" }));
  });

  it("ends the page with its contributors from the content index", async () => {
    await renderPage("/concepts/entry-points/");
    const contributors = await screen.findByRole("region", { name: "Contributors" });
    expect(within(contributors).getByRole("link", { name: "sokra" })).toHaveAttribute(
      "href",
      "https://github.com/sokra",
    );
    expect(within(contributors).getByText("Jane Writer")).toBeInTheDocument();
  });

  it("waits for the next page's list to come into view before loading its avatars", async () => {
    const observers: { callback: (entries: { isIntersecting: boolean }[]) => void; element?: Element }[] = [];
    window.IntersectionObserver = jest.fn((callback: (entries: { isIntersecting: boolean }[]) => void) => {
      const observer: (typeof observers)[number] = { callback };
      observers.push(observer);
      return { observe: (element: Element) => (observer.element = element), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    const { rerender } = await renderPage("/concepts/entry-points/");
    const list = screen.getByRole("region", { name: "Contributors" }).querySelector("ul");
    const listObserver = observers.find((observer) => observer.element === list);
    act(() => listObserver?.callback([{ isIntersecting: true }]));
    expect(screen.getByRole("img", { name: "sokra" })).toHaveAttribute("src");
    await act(async () =>
      rerender(
        <MemoryRouter initialEntries={["/concepts/output/"]}>
          <PageView url="/concepts/output/" />
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByText("Body of Output")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "TheLarkInn" })).not.toHaveAttribute("src");
  });
});
