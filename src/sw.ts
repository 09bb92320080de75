/// <reference lib="webworker" />
import { ExpirationPlugin } from "workbox-expiration";
import { matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { APP_SHELL_URL } from "../common/site.ts";

/**
 * The service worker (built by workbox's InjectManifest into /sw.js). What it does, and why:
 * - precaches the app shell, the main JS/CSS, search and the section navigation (the manifest
 *   workbox injects), so the site starts and searches with no network;
 * - pages: network first, so a reader never gets a stale page while online, with the last copy
 *   as the offline fallback;
 * - page chunks and other hashed assets: cache first (their names change with their content),
 *   kept as they are visited, so a page read once reads again offline;
 * - images and fonts: cache first with a cap, so the cache cannot grow without bound;
 * - a page never visited, offline: the app shell, which says it is offline and offers a retry.
 *   Printable pages have no app to show that, so they get the browser's own offline error.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

precacheAndRoute(self.__WB_MANIFEST);

const PRINTABLE = /\/printable\/$/;

registerRoute(
  ({ request }) => request.mode === "navigate",
  new NetworkFirst({
    cacheName: "pages",
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith("/assets/") && request.destination !== "image",
  new CacheFirst({ cacheName: "assets", plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

registerRoute(
  ({ request }) => request.destination === "image" || request.destination === "font",
  new CacheFirst({
    cacheName: "media",
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode === "navigate" && !PRINTABLE.test(url.pathname)) {
    return (await matchPrecache(APP_SHELL_URL)) ?? Response.error();
  }
  return Response.error();
});

// A new version takes over at once; the page reloads itself once when it sees the change.
self.addEventListener("install", () => {
  void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});
