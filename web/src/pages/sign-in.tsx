// Signing in (password or one-time code) and creating an account.
import { useState } from "preact/hooks";
import { api, call, setAccessToken } from "../api/client";
import { Link, navigate } from "../router";
import { ErrorBanner, TextInput, useSubmit } from "../ui";

/** Starts a browser session: the answer holds the access token, the refresh token stays in a cookie. */
async function startSession(route: "/v1/auth/browser/login" | "/v1/auth/browser/otp/verify", body: object) {
  const session = await call(api.POST(route, { body: body as never }));
  setAccessToken(session.accessToken);
}

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [mode, setMode] = useState<"password" | "code">("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);

  const signIn = useSubmit(
    () =>
      mode === "password"
        ? startSession("/v1/auth/browser/login", { email, password })
        : startSession("/v1/auth/browser/otp/verify", { email, code }),
    onSignedIn,
  );
  const sendCode = useSubmit(
    () => call(api.POST("/v1/auth/otp/request", { body: { email } })),
    () => setCodeSent(true),
  );
  const error = signIn.error ?? sendCode.error;

  return (
    <main class="narrow" id="main">
      <h1>Sign in to Testdeck</h1>
      <div class="tabs" role="group" aria-label="How to sign in">
        <button type="button" aria-pressed={mode === "password"} onClick={() => setMode("password")}>
          Password
        </button>
        <button type="button" aria-pressed={mode === "code"} onClick={() => setMode("code")}>
          One-time code
        </button>
      </div>
      <ErrorBanner error={error} />
      <form onSubmit={mode === "password" || codeSent ? signIn.run : sendCode.run} class="stack">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          pointer="/email"
          error={error}
          value={email}
          onValue={setEmail}
        />
        {mode === "password" && (
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            pointer="/password"
            error={error}
            value={password}
            onValue={setPassword}
          />
        )}
        {mode === "code" && codeSent && (
          <TextInput
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint="The 6 digits sent to your address (in local mode, written to the server log)."
            required
            pointer="/code"
            error={error}
            value={code}
            onValue={setCode}
          />
        )}
        <button class="primary" disabled={signIn.busy || sendCode.busy}>
          {mode === "code" && !codeSent ? "Send me a code" : "Sign in"}
        </button>
      </form>
      <p>
        New here? <Link href="/register">Create an account</Link>
      </p>
    </main>
  );
}

export function Register({ onSignedIn }: { onSignedIn: () => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [organizationName, setOrganizationName] = useState("");
  const invitationToken = new URL(location.href).searchParams.get("invitation") ?? undefined;

  const register = useSubmit(async () => {
    await call(
      api.POST("/v1/auth/register", {
        body: { name, email, password, organizationName: organizationName || undefined, invitationToken },
      }),
    );
    await startSession("/v1/auth/browser/login", { email, password });
  }, () => {
    navigate("/", { replace: true });
    onSignedIn();
  });

  return (
    <main class="narrow" id="main">
      <h1>Create your Testdeck account</h1>
      <ErrorBanner error={register.error} />
      <form onSubmit={register.run} class="stack">
        <TextInput label="Your name" required autoComplete="name" pointer="/name" error={register.error} value={name} onValue={setName} />
        <TextInput label="Email" type="email" required autoComplete="email" pointer="/email" error={register.error} value={email} onValue={setEmail} />
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint="At least 8 characters."
          pointer="/password"
          error={register.error}
          value={password}
          onValue={setPassword}
        />
        {!invitationToken && (
          <TextInput
            label="Organization"
            hint="Optional: your company or team. You can invite people to it later."
            autoComplete="organization"
            pointer="/organizationName"
            error={register.error}
            value={organizationName}
            onValue={setOrganizationName}
          />
        )}
        <button class="primary" disabled={register.busy}>
          Create account
        </button>
      </form>
      <p>
        Already have an account? <Link href="/sign-in">Sign in</Link>
      </p>
    </main>
  );
}
