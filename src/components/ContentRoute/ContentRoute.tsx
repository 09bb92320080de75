import { useLocation } from "../../routing/router.tsx";
import { isContentPage } from "../../content/pages.ts";
import { NotFound } from "../NotFound/NotFound.tsx";
import { PageView } from "../PageView/PageView.tsx";

/** Any url: its content page when there is one, else the not-found page. */
export function ContentRoute() {
  const { pathname } = useLocation();
  return isContentPage(pathname) ? <PageView key={pathname} url={pathname} /> : <NotFound />;
}
