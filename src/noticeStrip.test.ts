import { readFileSync } from "node:fs";
import path from "node:path";
import { NOTIFICATION_VERSION } from "./constants.ts";

/**
 * The notice strip and its dismissal live in src/index.html, with no JavaScript of the app's: the
 * inline script hides a dismissed notice before first paint and records a dismissal. Run here on
 * the template's own markup, as the browser would.
 */
const template = readFileSync(path.join(__dirname, "index.html"), "utf8");
const root = document.documentElement;

function loadTemplate() {
  const script = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1];
  const body = /<body>([\s\S]*?)<\/body>/.exec(template)?.[1];
  if (!script || !body) throw new Error("src/index.html has no inline script or body");
  window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  // A new page: a fresh root and body. Each run adds a click listener to the document, as each page
  // load does; those of earlier runs do the same thing, so they change nothing.
  root.removeAttribute("data-notification-dismissed");
  document.body.innerHTML = body;
  new Function(script)();
}

/** The stylesheet's rule (src/styles/frame.css), which jsdom does not apply. */
const noticeShown = () => !root.hasAttribute("data-notification-dismissed");

describe("the notice strip", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it("shows until dismissed, then stays hidden from the first paint of every later page", () => {
    window.localStorage.setItem("notification-dismissed", String(Number(NOTIFICATION_VERSION) - 1));
    loadTemplate();
    expect(noticeShown()).toBe(true);
    document
      .querySelector<SVGElement>('button[aria-label="Dismiss notification"] svg')
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(noticeShown()).toBe(false);
    expect(window.localStorage.getItem("notification-dismissed")).toBe(NOTIFICATION_VERSION);
    loadTemplate();
    expect(noticeShown()).toBe(false);
  });

  it("hides for the visit when storage is refused, and shows when it cannot be read", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    loadTemplate();
    expect(noticeShown()).toBe(true);
    document.querySelector("button")?.click();
    expect(noticeShown()).toBe(false);
  });
});
