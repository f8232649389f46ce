import "./zodConfig";
import { StrictMode, Suspense, useCallback, useState } from "react";
import { createRoot } from "react-dom/client";
import { createAuthProvider } from "./providers/authProvider";
import { fetchHttpClient } from "./providers/httpClient";
import { SignInEntry } from "./login/SignInEntry";
import { consoleAhead } from "./login/consoleAhead";
import { areaOf, chartsLoader, loadedOrLazy, remember, screenLoaders } from "./screens";

// The API is served from the same origin as the console (`npm start`; Vite proxies it in dev).
const apiUrl = import.meta.env.VITE_API_URL ?? "";
const httpClient = fetchHttpClient();
// One authProvider for the sign-in entry and the console: one login, one session storage.
const authProvider = createAuthProvider(apiUrl, httpClient);

// react-admin, the shell and the screens: not part of this entry.
const loadConsole = remember(() => import("./AdminRoot"));
// Loaded already (fetched while the user typed): shown at once, without React's wait.
const AdminRoot = loadedOrLazy(loadConsole, "default");

/**
 * What signing in opens, fetched while the user types: the console, the dashboard and its
 * charts. Once they are there, the console and the dashboard show as soon as the login answers.
 */
const loadAfterSignIn = () =>
  Promise.all([loadConsole(), screenLoaders.dashboard(), chartsLoader()]).then(
    ([adminRoot]) => adminRoot,
  );
// Fetched, then rehearsed, while the user types (consoleAhead.ts).
const ahead = consoleAhead(loadAfterSignIn);

// On a console address, the console's chunk and the screen's are fetched at once, side by side,
// rather than the screen's only once the console has run and routed to it. (A failure shows
// when the route itself asks for the chunk.)
if (window.location.pathname !== "/") {
  void loadConsole();
  const area = areaOf(window.location.pathname);
  if (area) screenLoaders[area]().catch(() => undefined);
}

/**
 * `/` opens on the sign-in entry alone; once signed in (or on any other address) the console
 * takes over, and from then on signs in and out at `/` itself (its LoginPage).
 */
const Root = () => {
  const [signingIn, setSigningIn] = useState(() => window.location.pathname === "/");
  const onSignedIn = useCallback((path: string) => {
    window.history.replaceState(null, "", path);
    setSigningIn(false);
  }, []);
  if (signingIn) {
    return (
      <SignInEntry
        authProvider={authProvider}
        prepareConsole={ahead.prepare}
        loadConsole={ahead.open}
        onSignedIn={onSignedIn}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <AdminRoot apiUrl={apiUrl} httpClient={httpClient} authProvider={authProvider} />
    </Suspense>
  );
};

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
