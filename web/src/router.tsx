// A small history router: the server answers every browser navigation outside the API with
// the app, and the app picks the page from the path.
import type { AnchorHTMLAttributes, ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";

const listeners = new Set<() => void>();

export function navigate(to: string, { replace = false } = {}) {
  if (replace) history.replaceState(null, "", to);
  else history.pushState(null, "", to);
  listeners.forEach((l) => l());
  window.scrollTo(0, 0);
}

window.addEventListener("popstate", () => listeners.forEach((l) => l()));

/** The current location (path and query), re-rendering on every navigation. */
export function useLocation(): URL {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  return new URL(location.href);
}

/** Matches `/projects/:projectId/cases` against a path; answers the named parts, or null. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const got = path.split("/").filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** Updates one query parameter of the current page (a filter, a page) without a new history entry. */
export function setQuery(changes: Record<string, string | number | null | undefined>) {
  const url = new URL(location.href);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  navigate(url.pathname + url.search, { replace: true });
}

/** The `?offset=` of a paged list: a whole number, 0 when absent or not one. */
export function offsetOf(query: URLSearchParams): number {
  return Math.max(0, Math.floor(Number(query.get("offset"))) || 0);
}

/** An in-app link: a real `<a href>` (so it opens in a new tab too) that navigates without reloading. */
export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ComponentChildren }) {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(props.href);
  };
  return <a {...props} onClick={onClick} />;
}
