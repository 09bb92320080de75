// A renderer as the plugin expects one: it lists its routes and renders each, loading the same
// lazy page module the browser entry loads. `globalThis.prerenderFixture` lets a test change a
// route's outcome without another fixture.
const behaviour = () => globalThis.prerenderFixture ?? {};

export async function listRoutes() {
  return [
    { url: "/concepts/output/", file: "concepts/output/index.html" },
    { url: "/concepts/output/printable/", file: "concepts/output/printable/index.html" },
    { url: "/404/", file: "404.html", status: 404 },
  ];
}

export async function render(route) {
  if (behaviour().throwOn === route.url) throw new Error(`no page for ${route.url}`);
  behaviour().onRender?.(route.url);
  const page = await import("./page.js");
  const notFound = route.file === "404.html";
  return {
    head: `<title>${notFound ? "Page Not Found" : `${page.title} | site`}</title>`,
    html: (notFound ? "<h1>Page Not Found</h1>" : page.body) + (behaviour().appendHtml ?? ""),
    canonical: `https://example.test${route.url}`,
    status: behaviour().statusOf?.[route.url] ?? (notFound ? 404 : 200),
    scripts: route.url.endsWith("/printable/") ? '<script src="/print.js"></script>' : undefined,
  };
}
