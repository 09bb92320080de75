import { useEffect, useState } from "react";
import { loadedNavigation, loadNavigation } from "../content/navigation.ts";
import type { NavigationPage } from "../content/types.ts";

/** A section's pages; empty until its small navigation chunk arrives (it is preloaded on first load). */
export function useNavigation(section: string): NavigationPage[] {
  const [state, setState] = useState(() => ({ section, pages: loadedNavigation(section) ?? [] }));
  useEffect(() => {
    let active = true;
    loadNavigation(section).then(
      (pages) => active && setState({ section, pages }),
      () => active && setState({ section, pages: [] }),
    );
    return () => {
      active = false;
    };
  }, [section]);
  return state.section === section ? state.pages : (loadedNavigation(section) ?? []);
}
