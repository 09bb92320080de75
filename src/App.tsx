import { useEffect, type ReactElement } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";
import { ContentRoute } from "./components/ContentRoute/ContentRoute.tsx";
import { Layout } from "./components/Layout/Layout.tsx";
import { PrintablePage } from "./components/PrintablePage/PrintablePage.tsx";
import { ScrollMemory } from "./components/ScrollOnArrival/ScrollMemory.tsx";
import { ScrollOnArrival } from "./components/ScrollOnArrival/ScrollOnArrival.tsx";
import { SearchPage } from "./components/SearchPage/SearchPage.tsx";
import { Splash } from "./components/Splash/Splash.tsx";
import { TrailingSlash } from "./components/TrailingSlash/TrailingSlash.tsx";
import { VotePage } from "./components/VotePage/VotePage.tsx";
import { PageHead } from "./head/PageHead.tsx";
import { FIXED_ROUTES, printableSection, type FixedRoute } from "../common/routeTable.ts";

const fixedRouteElements: Record<FixedRoute["kind"], (path: string) => ReactElement | null> = {
  home: () => <Splash />,
  // The service worker's offline stand-in renders the chrome only, titled as the home page; the
  // page it stands for follows.
  "app-shell": () => <PageHead />,
  vote: () => <VotePage />,
  search: () => <SearchPage />,
  printable: (path) => <PrintablePage section={printableSection(path)} />,
};

const routes: RouteObject[] = [
  ...FIXED_ROUTES.map((route) => ({
    path: route.path,
    element: (
      <>
        {fixedRouteElements[route.kind](route.path)}
        <ScrollOnArrival />
      </>
    ),
  })),
  // Every other path is a content page's url, or not found.
  { path: "*", element: <ContentRoute /> },
];

export function App() {
  const element = useRoutes(routes);
  useEffect(() => {
    // Marks the moment React owns the page: styles and tests can tell prerendered from live.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Layout>
      <ScrollMemory />
      <TrailingSlash>{element}</TrailingSlash>
    </Layout>
  );
}
