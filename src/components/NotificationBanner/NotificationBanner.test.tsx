import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "react";
import { MemoryRouter } from "react-router-dom";
import { NOTIFICATION_VERSION } from "../../constants.ts";
import { NotificationBanner } from "./NotificationBanner.tsx";

const inRouter = (element: React.ReactElement) => <MemoryRouter>{element}</MemoryRouter>;
const banner = () => screen.queryByRole("complementary", { name: "Notification" });

/** The inline script of src/index.html, run as the browser would before the stylesheets. */
function runHeadScript() {
  const html = readFileSync(path.join(__dirname, "../../index.html"), "utf8");
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("src/index.html has no inline script");
  window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  new Function(script)();
}

describe("NotificationBanner", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    document.documentElement.removeAttribute("data-notification-dismissed");
  });

  it("is dismissed for good with its button", async () => {
    const { unmount } = render(inRouter(<NotificationBanner />));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem("notification-dismissed")).toBe("3");
    expect(document.documentElement).toHaveAttribute("data-notification-dismissed");
    unmount();
    render(inRouter(<NotificationBanner />));
    expect(banner()).not.toBeInTheDocument();
  });

  it("shows again when an older notice was dismissed", () => {
    window.localStorage.setItem("notification-dismissed", "2");
    render(inRouter(<NotificationBanner />));
    expect(banner()).toBeInTheDocument();
  });

  it("shows when storage is refused, and dismissing still hides it", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    render(inRouter(<NotificationBanner />));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(banner()).not.toBeInTheDocument();
  });

  it("is in the prerendered HTML, and leaves it at hydration for a reader who dismissed it, without a mismatch", async () => {
    const prerendered = renderToString(inRouter(<NotificationBanner />));
    expect(prerendered).toContain('aria-label="Notification"');

    window.localStorage.setItem("notification-dismissed", "3");
    const container = document.createElement("div");
    container.innerHTML = prerendered;
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, inRouter(<NotificationBanner />), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    expect(container.querySelector("aside")).toBeNull();
    expect(recoverableErrors).toEqual([]);
    container.remove();
  });

  it("has the head script mark this notice's dismissal on the root before first paint, and no other", () => {
    window.localStorage.setItem("notification-dismissed", String(Number(NOTIFICATION_VERSION) - 1));
    runHeadScript();
    expect(document.documentElement).not.toHaveAttribute("data-notification-dismissed");
    window.localStorage.setItem("notification-dismissed", NOTIFICATION_VERSION);
    runHeadScript();
    expect(document.documentElement).toHaveAttribute("data-notification-dismissed");
  });
});
