/**
 * Registers /sw.js once the page has loaded (production builds only: the dev server serves no worker). When a new worker
 * takes control of a page an older one controlled, the page reloads once, so it runs the code the
 * worker now serves; every open tab gets the event and reloads alike. A first install takes
 * control of a page that had none: nothing to reload then.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  if (!container) return;
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  });
  const register = () => {
    container.register("/sw.js").catch(() => {
      // No worker (a private window, a blocked scope): the site works as a plain website.
    });
  };
  // The app's scripts run after the first paint (src/index.html), which may be after the load event.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
