import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App.tsx";
import { RootErrorBoundary } from "./components/RootErrorBoundary/RootErrorBoundary.tsx";
import { outlines } from "./content/outlines.ts";
import { pages } from "./content/pages.ts";
import { preloadRoute } from "./content/preloadRoute.ts";
import { prerenderedOutline } from "./content/prerenderedOutline.ts";
import { prerenderedPage } from "./content/prerenderedPage.ts";
import { removePrerenderedPageHead } from "./head/PageHead.tsx";
import { preloadOnIntent } from "./routing/preloadOnIntent.ts";
import { hashRedirect } from "./routing/redirects.ts";
import { restoreSavedPositions } from "./routing/scrollPositions.ts";
import { APP_SHELL_URL } from "../common/site.ts";
import { registerServiceWorker } from "./serviceWorker/registerServiceWorker.ts";
import "./styles/index.css";

const container = document.getElementById("root");
if (!container) throw new Error('The page has no <div id="root">');

const app = (
  <StrictMode>
    <RootErrorBoundary>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </RootErrorBoundary>
  </StrictMode>
);

async function start(root: HTMLElement) {
  const redirect = hashRedirect(window.location.pathname, window.location.hash);
  if (redirect) window.history.replaceState(null, "", redirect);
  // A prerendered page has markup to hydrate. The dev server's template has none, and the app
  // shell (the service worker's offline stand-in for a page never visited) has another page's.
  // The not-found page, one document for every unknown address, has no canonical address, and
  // its markup was rendered at another address than the reader's, which the chrome depends on.
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const isAppShell = canonical?.endsWith(APP_SHELL_URL) && window.location.pathname !== APP_SHELL_URL;
  const hydrating = Boolean(root.firstElementChild) && !redirect && !isAppShell && canonical !== undefined;
  const page = hydrating ? prerenderedPage(root) : undefined;
  if (page) pages.set(window.location.pathname, page);
  const outline = hydrating ? prerenderedOutline(root) : undefined;
  if (outline) outlines.set(window.location.pathname, outline);
  // The app puts back where the reader was, once the page it belongs to has rendered.
  window.history.scrollRestoration = "manual";
  restoreSavedPositions();
  // Load what the first render needs (the section's navigation; the page's chunk and headings
  // unless the document holds them already), so it matches the HTML.
  await preloadRoute(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page; the prerendered page is on screen and readable meanwhile.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else {
    // The markup there stays on screen until React's first commit, which empties the container
    // itself: emptying it here showed a blank frame while the app rendered.
    removePrerenderedPageHead(document);
    createRoot(root).render(app);
  }
  preloadOnIntent(preloadRoute);
}

if (process.env.NODE_ENV === "production") registerServiceWorker();

void start(container);
