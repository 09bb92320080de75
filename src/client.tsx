import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App.tsx";
import { preloadRoute } from "./content/preloadRoute.ts";
import { hashRedirect } from "./routing/redirects.ts";
import "./styles/index.css";

const container = document.getElementById("root");
if (!container) throw new Error('The page has no <div id="root">');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

async function start(root: HTMLElement) {
  const redirect = hashRedirect(window.location.pathname, window.location.hash);
  if (redirect) window.history.replaceState(null, "", redirect);
  // Load the page's own chunk before hydrating, so the first client render matches the HTML.
  await preloadRoute(window.location.pathname);
  // A prerendered page has markup to hydrate; the dev server's template only has a placeholder comment.
  if (root.firstElementChild && !redirect) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
