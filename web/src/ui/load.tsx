// Loading data for a page and showing its loading and failed states.
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { ApiError } from "../api/client";

export type Loaded<T> =
  | { state: "loading" }
  | { state: "failed"; error: ApiError }
  | { state: "ready"; data: T };

/**
 * Loads data for a page and loads it again when `deps` change or `reload()` is called.
 * The previous data stays on screen while it reloads, so lists do not flicker.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: "loading" });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ state: "ready", data }),
      (error) => current && setResult({ state: "failed", error: asApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [...deps, tick]);
  return [result, useCallback(() => setTick((n) => n + 1), [])];
}

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError({ title: "Something went wrong", status: 0, detail: String(error) } as ApiError["problem"]);
}

/** Renders what was loaded, or its loading and failed states. */
export function Show<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ComponentChildren }) {
  if (loaded.state === "loading") return <Spinner />;
  if (loaded.state === "failed") return <ErrorBanner error={loaded.error} />;
  return <>{children(loaded.data)}</>;
}

export function Spinner({ label = "Loading…" }: { label?: string }) {
  return (
    <p class="loading" role="status">
      {label}
    </p>
  );
}

/** The API's problem: its title, detail and the messages that name no field of a form. */
export function ErrorBanner({ error }: { error: ApiError | null | undefined }) {
  if (!error) return null;
  const unnamed = (error.problem.errors ?? []).filter((e) => !e.field.startsWith("/"));
  return (
    <div class="banner error" role="alert">
      <strong>{error.problem.title}</strong>
      {error.problem.detail && <span> {error.problem.detail}</span>}
      {unnamed.map((e) => (
        <div key={e.field}>
          {e.field}: {e.message}
        </div>
      ))}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}
