// Who is signed in: the account (from GET /v1/me) shared with every page.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import { api, call, setAccessToken, type Schemas } from "./api/client";

export type Me = Schemas["Me"];

export const MeContext = createContext<{ me: Me; reload: () => void } | null>(null);

export function useMe(): Me {
  const value = useContext(MeContext);
  if (!value) throw new Error("useMe outside a signed-in page");
  return value.me;
}

export async function loadMe(): Promise<Me> {
  return call(api.GET("/v1/me"));
}

/** Ends the session on the server (the cookie is cleared) and here. */
export async function signOut() {
  await fetch("/v1/auth/browser/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
  setAccessToken(null);
}
