import { lazyRoute } from "./lazyRoute.tsx";

/** The home page's splash (cube, rotating heading, sponsors): code no documentation page needs. */
export const splashRoute = lazyRoute(() =>
  import(/* webpackChunkName: "splash" */ "../components/Splash/Splash.tsx").then((module) => module.Splash),
);

/** A section's combined printable page, which only the prerender renders. */
export const printableRoute = lazyRoute(() =>
  import(/* webpackChunkName: "printable" */ "../components/PrintablePage/PrintablePage.tsx").then(
    (module) => module.PrintablePage,
  ),
);
