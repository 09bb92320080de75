import { render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter } from "react-router-dom";
import { Analytics } from "./Analytics.tsx";

function renderAt(id: string) {
  return render(
    <MemoryRouter initialEntries={["/concepts/"]}>
      <Analytics id={id} />
      <Link to="/guides/">Guides</Link>
    </MemoryRouter>,
  );
}

const analyticsScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

function pageViewPaths(): string[] {
  const commands = ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => [...entry]);
  return commands
    .filter(([command, name]) => command === "event" && name === "page_view")
    .map(([, , parameters]) => (parameters as { page_path: string }).page_path);
}

describe("Analytics", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    delete (window as { gtag?: unknown }).gtag;
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it("loads nothing without a configured id", () => {
    renderAt("");
    expect(analyticsScripts()).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it("loads gtag.js once and sends a page view per route", async () => {
    const { getByRole } = renderAt("G-TEST");
    await waitFor(() => expect(analyticsScripts()).toHaveLength(1));
    expect(analyticsScripts()[0]?.getAttribute("src")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST");
    await userEvent.click(getByRole("link", { name: "Guides" }));
    await waitFor(() => expect(pageViewPaths()).toEqual(["/concepts/", "/guides/"]));
    expect(analyticsScripts()).toHaveLength(1);
    const commands = ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => [...entry]);
    expect(commands).toContainEqual(["config", "G-TEST", { send_page_view: false }]);
  });
});
