import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { JSDOM, ResourceLoader, VirtualConsole, type DOMWindow, type FetchOptions } from "jsdom";

export interface ConsoleCall {
  method: string;
  args: unknown[];
}

export interface OpenedPage {
  window: DOMWindow;
  document: Document;
  /** What the page's scripts wrote to the console, in order. */
  console: ConsoleCall[];
  /** The files the page fetched, relative to its folder, in order: what a network panel lists. */
  requests: string[];
  /** Script errors and resources that failed to load. */
  errors: string[];
  close(): void;
}

const CONSOLE_METHODS = ["log", "info", "warn", "error", "table"] as const;

class RecordingResourceLoader extends ResourceLoader {
  constructor(readonly record: (url: string) => void) {
    super();
  }

  override fetch(url: string, options: FetchOptions) {
    this.record(url);
    return super.fetch(url, options);
  }
}

/**
 * Opens a built HTML file as a browser would from disk: its scripts run, and the scripts and
 * stylesheets it links (and the chunks webpack's runtime adds later) load from the folder.
 */
export async function openPage(file: string): Promise<OpenedPage> {
  const calls: ConsoleCall[] = [];
  const errors: string[] = [];
  const requests: string[] = [];
  const record = (url: string) => requests.push(path.relative(path.dirname(file), fileURLToPath(url)));
  const virtualConsole = new VirtualConsole();
  for (const method of CONSOLE_METHODS) virtualConsole.on(method, (...args: unknown[]) => calls.push({ method, args }));
  virtualConsole.on("jsdomError", (error) => errors.push(error.message));
  const dom = await JSDOM.fromFile(file, {
    runScripts: "dangerously",
    resources: new RecordingResourceLoader(record),
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse(window) {
      // jsdom has no modal dialogs; marking the dialog open is what a browser would show.
      window.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
        this.setAttribute("open", "");
      };
    },
  });
  await new Promise((resolve) => dom.window.addEventListener("load", resolve, { once: true }));
  return {
    window: dom.window,
    document: dom.window.document,
    console: calls,
    requests,
    errors,
    close: () => dom.window.close(),
  };
}

/** Waits for what a page does after it has loaded, such as fetching a chunk; false after the timeout. */
export async function eventually(condition: () => boolean, timeout = 5000): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < timeout; await delay(20)) {
    if (condition()) return true;
  }
  return condition();
}
