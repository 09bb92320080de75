import { useLocation } from "react-router-dom";
import { isContentPage } from "../../content/pages.ts";
import { navigations, sectionForUrl } from "../../content/navigation.ts";
import { outlines } from "../../content/outlines.ts";
import { ContentPlaceholder } from "../ContentPlaceholder/ContentPlaceholder.tsx";
import { LoadBoundary } from "../LoadBoundary/LoadBoundary.tsx";
import { NotFound } from "../NotFound/NotFound.tsx";
import { PageView } from "../PageView/PageView.tsx";
import { ScrollOnArrival } from "../ScrollOnArrival/ScrollOnArrival.tsx";

/** Any url: its content page when there is one, else the not-found page. */
export function ContentRoute() {
  const { pathname } = useLocation();
  if (!isContentPage(pathname))
    return (
      <>
        <NotFound />
        <ScrollOnArrival />
      </>
    );
  const section = sectionForUrl(pathname);
  const retry = () => {
    navigations.forget(section);
    outlines.forget(pathname);
  };
  return (
    <LoadBoundary fallback={<ContentPlaceholder />} onRetry={retry} resetKeys={[section]}>
      <PageView key={pathname} url={pathname} />
    </LoadBoundary>
  );
}
