// The browser's entry: it loads the page module lazily, as the site loads its pages.
export const page = () => import("./page.js");
