import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  StaticRouter,
  useLocation,
  useNavigate,
} from "./router.tsx";

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="where">{pathname + search + hash}</output>;
}

function NavigateButton({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to, { replace })}>
      go {to}
    </button>
  );
}

const where = () => screen.getByRole("status", { name: "where" }).textContent;

describe("router", () => {
  beforeEach(() => window.history.replaceState(null, "", "/concepts/"));

  it("reads the browser's location and navigates with the History API", async () => {
    render(
      <BrowserRouter>
        <Where />
        <NavigateButton to="/guides/?q=1#top" />
        <NavigateButton to="/api/" replace />
      </BrowserRouter>,
    );
    expect(where()).toBe("/concepts/");
    const entries = window.history.length;
    await userEvent.click(screen.getByRole("button", { name: "go /guides/?q=1#top" }));
    expect(where()).toBe("/guides/?q=1#top");
    expect(window.history.length).toBe(entries + 1);
    await userEvent.click(screen.getByRole("button", { name: "go /api/" }));
    expect(where()).toBe("/api/");
    expect(window.history.length).toBe(entries + 1);
  });

  it("follows the browser's back and forward buttons", () => {
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    act(() => {
      window.history.pushState(null, "", "/plugins/");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(where()).toBe("/plugins/");
  });

  it("follows a link in the app on a plain click and leaves other clicks to the browser", () => {
    render(
      <MemoryRouter initialEntries={["/concepts/"]}>
        <Where />
        <Link to="/loaders/">Loaders</Link>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Loaders" });
    expect(link).toHaveAttribute("href", "/loaders/");
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", record);
    fireEvent.click(link, { button: 0, metaKey: true });
    fireEvent.click(link, { button: 1 });
    expect(where()).toBe("/concepts/");
    fireEvent.click(link, { button: 0 });
    window.removeEventListener("click", record);
    expect(leftToBrowser).toEqual([true, true, false]);
    expect(where()).toBe("/loaders/");
  });

  it("marks a section link as current on the section's pages only", () => {
    render(
      <MemoryRouter initialEntries={["/concepts/output/"]}>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/concepts/">Concepts</NavLink>
        <NavLink to="/guides/">Guides</NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Concepts" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Guides" })).not.toHaveAttribute("aria-current");
  });

  it("redirects with Navigate", () => {
    render(
      <MemoryRouter initialEntries={["/concepts"]}>
        <Where />
        <Navigate replace to="/concepts/" />
      </MemoryRouter>,
    );
    expect(where()).toBe("/concepts/");
  });

  it("renders a fixed location for the prerender", () => {
    const html = renderToString(
      <StaticRouter location="/api/cli/#flags">
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain("/api/cli/#flags");
  });

  it("says what is missing when used outside a router", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow("need a router above them");
    jest.mocked(console.error).mockRestore();
  });
});
