// The app: restores the session from the refresh cookie, then shows the page the path names.
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import "./styles.css";
import { hasAccessToken, onSignedOut, refresh } from "./api/client";
import { Link, match, navigate, useLocation } from "./router";
import { projectSections, publicRoutes, routes, type Route } from "./routes";
import { loadMe, MeContext, signOut, type Me } from "./session";
import { Register, SignIn } from "./pages/sign-in";
import { ProjectSwitcher } from "./pages/project-switcher";
import { Spinner } from "./ui";

function find(list: Route[], path: string) {
  for (const route of list) {
    const params = match(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}

function App() {
  const location = useLocation();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [tick, setTick] = useState(0);

  const publicPage = find(publicRoutes, location.pathname);

  useEffect(() => {
    if (publicPage) return;
    let current = true;
    // Just signed in: the token is here already. Otherwise the cookie may renew a session.
    (hasAccessToken() ? Promise.resolve(true) : refresh())
      .then((ok) => (ok ? loadMe() : null))
      .then((value) => current && setMe(value), () => current && setMe(null));
    return () => {
      current = false;
    };
  }, [tick, !!publicPage]);
  useEffect(() => onSignedOut(() => setMe(null)), []);

  if (publicPage) {
    document.title = `${publicPage.route.title} · Testdeck`;
    const Page = publicPage.route.page;
    return (
      <>
        <header class="topbar">
          <a class="brand" href="/">
            Testdeck
          </a>
        </header>
        <Page {...publicPage.params} />
      </>
    );
  }
  if (me === undefined) return <Spinner />;
  const signedIn = () => {
    setTick((n) => n + 1);
    if (location.pathname === "/sign-in" || location.pathname === "/register") navigate("/", { replace: true });
  };
  if (me === null) {
    document.title = "Sign in · Testdeck";
    return location.pathname === "/register" ? <Register onSignedIn={signedIn} /> : <SignIn onSignedIn={signedIn} />;
  }

  const found = find(routes, location.pathname);
  document.title = `${found?.route.title ?? "Not found"} · Testdeck`;
  const projectId = found?.params.projectId;
  const Page = found?.route.page;
  return (
    <MeContext.Provider value={{ me, reload: () => setTick((n) => n + 1) }}>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <Link class="brand" href="/">
          Testdeck
        </Link>
        <ProjectSwitcher current={projectId} path={location.pathname} />
        <nav class="account" aria-label="Account">
          <Link href="/settings/team">Team</Link>
          <Link href="/settings/api-tokens">API tokens</Link>
          <a href="/docs">API docs</a>
          <button type="button" class="link" onClick={() => signOut()}>
            Sign out {me.account.name}
          </button>
        </nav>
      </header>
      <div class={projectId ? "with-sidebar" : ""}>
        {projectId && (
          <nav class="sidebar" aria-label="Project">
            {projectSections.map((s) => {
              const href = `/projects/${projectId}${s.path}`;
              const current = s.path === "" ? location.pathname === href : location.pathname.startsWith(href);
              return (
                <Link key={s.path} href={href} aria-current={current ? "page" : undefined}>
                  {s.label}
                </Link>
              );
            })}
          </nav>
        )}
        {Page ? (
          <Page {...found.params} />
        ) : (
          <main id="main">
            <h1>Page not found</h1>
            <p>
              Nothing lives at <code>{location.pathname}</code>. <Link href="/">Go to your projects</Link>.
            </p>
          </main>
        )}
      </div>
    </MeContext.Provider>
  );
}

render(<App />, document.getElementById("app")!);
