import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";

/**
 * The app's router: the few things this site needs from one (the location, navigation, links),
 * in 2 KB instead of a general router's 15 KB of JavaScript that every page would load. Routes
 * are matched in `App.tsx` with plain code, as there are five of them.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<RouterValue | null>(null);

function parseLocation(url: string): Location {
  const { pathname, search, hash } = new URL(url, "http://localhost");
  return { pathname, search, hash };
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useLocation, useNavigate and Link need a router above them");
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

// History has no event for pushState and replaceState: navigate tells the routers itself.
const historyListeners = new Set<() => void>();

function subscribeToHistory(listener: () => void): () => void {
  historyListeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    historyListeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const browserUrl = () => window.location.href;

function navigateHistory(to: string, options?: NavigateOptions): void {
  if (options?.replace) window.history.replaceState(null, "", to);
  else window.history.pushState(null, "", to);
  for (const listener of historyListeners) listener();
}

/** The browser's location, navigated with the History API. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  // Hydration reads the "server snapshot": the prerender rendered this same url.
  const url = useSyncExternalStore(subscribeToHistory, browserUrl, browserUrl);
  const value = useMemo(() => ({ location: parseLocation(url), navigate: navigateHistory }), [url]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A location held in memory, for tests. */
export function MemoryRouter({ initialEntries = ["/"], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [url, setUrl] = useState(initialEntries[initialEntries.length - 1] ?? "/");
  const navigate = useCallback<Navigate>((to) => setUrl(to), []);
  const value = useMemo(() => ({ location: parseLocation(url), navigate }), [url, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const cannotNavigate: Navigate = (to) => {
  throw new Error(`A prerendered page cannot navigate (to ${to})`);
};

/** A fixed location, for the prerender. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => ({ location: parseLocation(location), navigate: cannotNavigate }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A click the app may take over: the main button, no modifier asking for a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
}

/** A link to a page of this app: a real anchor, followed in the app on a plain click. */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const followInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (rest.target && rest.target !== "_self")) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return (
    <a href={to} onClick={followInApp} {...rest}>
      {children}
    </a>
  );
}

/** A link marked as the current page (`aria-current="page"`) on its own url and every url below it. */
export function NavLink({ to, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const current = to === "/" ? pathname === "/" : pathname.startsWith(to);
  return <Link to={to} aria-current={current ? "page" : undefined} {...rest} />;
}

/** Navigates as soon as it renders: for redirects. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
