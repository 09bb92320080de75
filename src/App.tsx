import { useEffect } from "react";
import { ContentRoute } from "./components/ContentRoute/ContentRoute.tsx";
import { Layout } from "./components/Layout/Layout.tsx";
import { NotFound } from "./components/NotFound/NotFound.tsx";
import { PrintablePage } from "./components/PrintablePage/PrintablePage.tsx";
import { Splash } from "./components/Splash/Splash.tsx";
import { TrailingSlash } from "./components/TrailingSlash/TrailingSlash.tsx";
import { VotePage } from "./components/VotePage/VotePage.tsx";
import { PRINTABLE_SECTIONS } from "./constants.ts";
import { useLocation } from "./routing/router.tsx";
import { APP_SHELL_URL } from "./serviceWorker/appShell.ts";

const PRINTABLE_PATH = /^\/([^/]+)\/printable\/$/;

function Route({ pathname }: { pathname: string }) {
  if (pathname === "/") return <Splash />;
  // The service worker's offline stand-in renders the chrome only; the page it stands for follows.
  if (pathname === APP_SHELL_URL) return null;
  if (pathname === "/vote/") return <VotePage />;
  const section = PRINTABLE_PATH.exec(pathname)?.[1];
  if (section === undefined) return <ContentRoute />;
  return (PRINTABLE_SECTIONS as readonly string[]).includes(section) ? (
    <PrintablePage section={section} />
  ) : (
    <NotFound />
  );
}

export function App() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Marks the moment React owns the page: styles and tests can tell prerendered from live.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Layout>
      <TrailingSlash>
        <Route pathname={pathname} />
      </TrailingSlash>
    </Layout>
  );
}
