import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import type { PageModule, PrerenderedPage } from "../../content/types.ts";
import { MarkdownContent } from "./MarkdownContent.tsx";

const frontMatter = { title: "Output" };

const prerendered: PrerenderedPage = {
  frontMatter,
  html: [
    '<p>See <a href="/concepts/entry-points/">entry points</a>, <a href="/concepts/printable/">print</a>',
    ' and <a href="https://example.com/" rel="noopener noreferrer">elsewhere</a>.</p>',
    '<h2 id="mode">Mode</h2>',
    '<figure><div><span>Diff</span><button type="button" aria-label="Copy code" data-copy-code="">Copy</button></div>',
    '<pre data-language="diff">-old\n+new</pre></figure>',
  ].join(""),
};

const pageModule: PageModule = {
  frontMatter,
  default: ({ components = {} }) => {
    const Link = components.a as unknown as (props: { href: string; children: string }) => React.ReactNode;
    const Pre = components.pre as unknown as (props: { children: string; "data-language": string }) => React.ReactNode;
    return (
      <>
        <Link href="/concepts/modules/">modules</Link>
        <Pre data-language="js">const answer = 42;</Pre>
      </>
    );
  },
};

function Location() {
  const { pathname, hash } = useLocation();
  return <output aria-label="location">{pathname + hash}</output>;
}

function renderContent(page: PrerenderedPage | PageModule) {
  return render(
    <MemoryRouter initialEntries={["/concepts/output/"]}>
      <MarkdownContent page={page} />
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole("status", { name: "location" }).textContent;

describe("MarkdownContent", () => {
  const writeText = jest.fn<Promise<void>, [string]>();

  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });

  it("shows prerendered HTML as it is, its headings given their links, and carries its front matter", () => {
    const { container } = renderContent(prerendered);
    const content = container.querySelector(".markdown");
    expect(content?.innerHTML).toBe(
      prerendered.html.replace(
        "Mode</h2>",
        'Mode<a class="heading-link" href="#mode" aria-label="Link to this section: Mode"></a></h2>',
      ),
    );
    expect(JSON.parse(content?.getAttribute("data-front-matter") ?? "")).toEqual(frontMatter);
  });

  it("navigates site links of prerendered HTML in the app", async () => {
    renderContent(prerendered);
    await userEvent.click(screen.getByRole("link", { name: "entry points" }));
    expect(location()).toBe("/concepts/entry-points/");
  });

  it("leaves modified clicks, printable pages and other sites to the browser", () => {
    renderContent(prerendered);
    // Whether the app took the click, seen after it handled it; then jsdom, which cannot load
    // documents, is kept from trying.
    const takenByApp: boolean[] = [];
    const record = (event: MouseEvent) => {
      takenByApp.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", record);
    const click = (name: string, init: MouseEventInit = {}) =>
      fireEvent.click(screen.getByRole("link", { name }), { button: 0, ...init });
    try {
      click("entry points", { ctrlKey: true });
      click("print");
      click("elsewhere");
      expect(location()).toBe("/concepts/output/");
      click("entry points");
    } finally {
      window.removeEventListener("click", record);
    }
    expect(takenByApp).toEqual([false, false, false, true]);
    expect(location()).toBe("/concepts/entry-points/");
  });

  it("copies a prerendered block's code, shows the outcome, then the label again", async () => {
    jest.useFakeTimers();
    try {
      renderContent(prerendered);
      const button = screen.getByRole("button", { name: "Copy code" });
      await act(async () => void fireEvent.click(button));
      expect(writeText).toHaveBeenCalledWith("new");
      expect(button).toHaveTextContent("Copied");
      act(() => void jest.advanceTimersByTime(2000));
      expect(button).toHaveTextContent("Copy");
      writeText.mockRejectedValueOnce(new Error("denied"));
      await act(async () => void fireEvent.click(button));
      expect(button).toHaveTextContent("Copy failed");
    } finally {
      jest.useRealTimers();
    }
  });

  it("renders a page module with the same links and Copy buttons", async () => {
    renderContent(pageModule);
    await userEvent.click(screen.getByRole("button", { name: "Copy code" }));
    expect(writeText).toHaveBeenCalledWith("const answer = 42;");
    await userEvent.click(screen.getByRole("link", { name: "modules" }));
    expect(location()).toBe("/concepts/modules/");
  });

  it("copies a section's address from its heading's link, says so, and goes to the section", async () => {
    renderContent(prerendered);
    await userEvent.click(screen.getByRole("link", { name: "Link to this section: Mode" }));
    expect(writeText).toHaveBeenCalledWith("http://localhost/concepts/output/#mode");
    expect(await screen.findByText("Link to this section copied")).toHaveAttribute("role", "status");
    expect(location()).toBe("/concepts/output/#mode");
  });

  it("still goes to the section when the clipboard refuses, and says the copy failed", async () => {
    writeText.mockRejectedValueOnce(new Error("denied"));
    renderContent(prerendered);
    await userEvent.click(screen.getByRole("link", { name: "Link to this section: Mode" }));
    expect(await screen.findByText("Could not copy the link to this section")).toBeInTheDocument();
    expect(location()).toBe("/concepts/output/#mode");
  });
});
