// The API client, typed from the contract (schema.d.ts is generated from api-spec/openapi.json).
//
// The access token lives only in this module's memory. The refresh token never reaches page
// scripts: the browser keeps it in an HttpOnly cookie set by the /v1/auth/browser/* routes, and
// a request answered 401 is retried once after a refresh.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema";

export type Schemas = components["schemas"];
export type Problem = Schemas["Problem"];

let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;
const signedOutListeners = new Set<() => void>();

/** Called when the session ends or cannot be renewed: the app shows the sign-in page. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * A hint (no secret) that this browser holds a session cookie, so a page opened signed out does
 * not ask the server to refresh a session it does not have.
 */
const HAS_SESSION = "testdeck.hasSession";

export function setAccessToken(token: string | null) {
  accessToken = token;
  if (token === null) {
    localStorage.removeItem(HAS_SESSION);
    signedOutListeners.forEach((l) => l());
  } else {
    localStorage.setItem(HAS_SESSION, "1");
  }
}

export function hasAccessToken(): boolean {
  return accessToken !== null;
}

export function authorization(): Record<string, string> {
  return accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
}

/**
 * Trades the refresh cookie for a new access token; false when there is no session to renew.
 * Tabs of one browser share the cookie and each renewal spends it, so they renew one at a time
 * (a Web Lock): a tab that renewed while another waited leaves the next cookie for it, where two
 * at once would present the same cookie twice, which the server takes for a stolen one.
 */
export function refresh(): Promise<boolean> {
  if (!localStorage.getItem(HAS_SESSION)) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const renew = () => fetch("/v1/auth/browser/refresh", { method: "POST", credentials: "same-origin" });
      const response = navigator.locks ? await navigator.locks.request("testdeck-refresh", renew) : await renew();
      if (!response.ok) {
        localStorage.removeItem(HAS_SESSION);
        return false;
      }
      accessToken = (await response.json()).payload.accessToken;
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** fetch with the access token, renewing it once when the server answers 401. */
export async function authorizedFetch(request: Request): Promise<Response> {
  const retry = request.clone();
  const send = (r: Request) => {
    if (accessToken) r.headers.set("Authorization", `Bearer ${accessToken}`);
    return fetch(r);
  };
  const response = await send(request);
  if (response.status !== 401 || new URL(request.url).pathname.startsWith("/v1/auth/")) return response;
  if (await refresh()) return send(retry);
  setAccessToken(null);
  return response;
}

export const api = createClient<paths>({ baseUrl: location.origin, fetch: authorizedFetch });

/** An answer that was not a success: the problem document the API sent, or one made up for a network failure. */
export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail || problem.title);
  }

  /** From an answer that was not a success and its body (the problem document, if it sent one). */
  static from(response: Response, body: unknown): ApiError {
    const problem = (body && typeof body === "object" ? body : {}) as Partial<Problem>;
    return new ApiError({ ...problem, title: problem.title ?? response.statusText, status: response.status } as Problem);
  }

  /** For a request that got no answer at all. */
  static unreachable(cause: unknown): ApiError {
    return new ApiError({ title: "The server cannot be reached", status: 0, detail: String(cause) } as Problem);
  }

  /** The message for a field (a JSON pointer such as `/name`; the first of several that has one), if the API named it. */
  field(...pointers: string[]): string | undefined {
    for (const pointer of pointers) {
      const message = this.problem.errors?.find((e) => e.field === pointer)?.message;
      if (message) return message;
    }
    return undefined;
  }
}

/**
 * The payload of a successful answer (undefined for the routes that answer success with an
 * empty body); throws ApiError otherwise.
 */
export async function call<T>(
  pending: Promise<{ data?: { payload: T }; error?: unknown; response: Response }>,
): Promise<T> {
  let result;
  try {
    result = await pending;
  } catch (e) {
    throw ApiError.unreachable(e);
  }
  if (result.response.ok) return result.data?.payload as T;
  throw ApiError.from(result.response, result.error);
}
