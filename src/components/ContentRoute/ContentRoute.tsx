import { use } from "react";
import { useLocation } from "react-router-dom";
import { isPageOf, navigations, sectionForUrl } from "../../content/navigation.ts";
import { outlines } from "../../content/outlines.ts";
import { ContentPlaceholder } from "../ContentPlaceholder/ContentPlaceholder.tsx";
import { LoadBoundary } from "../LoadBoundary/LoadBoundary.tsx";
import { NotFound } from "../NotFound/NotFound.tsx";
import { PageView } from "../PageView/PageView.tsx";
import { ScrollOnArrival } from "../ScrollOnArrival/ScrollOnArrival.tsx";

/** The page at `url` when its section's navigation lists it, else the not-found page. */
function PageOrNotFound({ url, section }: { url: string; section: string }) {
  if (!isPageOf(use(navigations.read(section)), url))
    return (
      <>
        <NotFound />
        <ScrollOnArrival />
      </>
    );
  return <PageView key={url} url={url} />;
}

/** Any url: its content page when there is one, else the not-found page. */
export function ContentRoute() {
  const { pathname } = useLocation();
  const section = sectionForUrl(pathname);
  const retry = () => {
    navigations.forget(section);
    outlines.forget(pathname);
  };
  return (
    <LoadBoundary fallback={<ContentPlaceholder />} onRetry={retry} resetKeys={[section]}>
      <PageOrNotFound url={pathname} section={section} />
    </LoadBoundary>
  );
}
