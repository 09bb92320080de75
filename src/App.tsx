import { useEffect } from "react";
import { Route, Routes, useParams } from "react-router-dom";
import { ContentRoute } from "./components/ContentRoute/ContentRoute.tsx";
import { Layout } from "./components/Layout/Layout.tsx";
import { NotFound } from "./components/NotFound/NotFound.tsx";
import { TrailingSlash } from "./components/TrailingSlash/TrailingSlash.tsx";
import { VotePage } from "./components/VotePage/VotePage.tsx";
import { PRINTABLE_SECTIONS } from "./constants.ts";
import { printableRoute, splashRoute } from "./routing/lazyRoutes.ts";

function PrintableRoute() {
  const { section = "" } = useParams();
  return (PRINTABLE_SECTIONS as readonly string[]).includes(section) ? (
    <printableRoute.Route section={section} />
  ) : (
    <NotFound />
  );
}

export function App() {
  useEffect(() => {
    // Marks the moment React owns the page: styles and tests can tell prerendered from live.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Layout>
      <TrailingSlash>
        <Routes>
          <Route path="/" element={<splashRoute.Route />} />
          <Route path="/app-shell/" element={null} />
          <Route path="/vote/" element={<VotePage />} />
          <Route path="/:section/printable/" element={<PrintableRoute />} />
          <Route path="*" element={<ContentRoute />} />
        </Routes>
      </TrailingSlash>
    </Layout>
  );
}
