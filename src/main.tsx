import "./zodConfig";
import { StrictMode, lazy, startTransition, useCallback, useState } from "react";
import { createRoot } from "react-dom/client";
import { createAuthProvider } from "./providers/authProvider";
import { fetchHttpClient } from "./providers/httpClient";
import { SignInEntry } from "./login/SignInEntry";

// The API is served from the same origin as the console (`npm start`; Vite proxies it in dev).
const apiUrl = import.meta.env.VITE_API_URL ?? "";
const httpClient = fetchHttpClient();
// One authProvider for the sign-in entry and the console: one login, one session storage.
const authProvider = createAuthProvider(apiUrl, httpClient);

// react-admin, the shell and the screens: not part of this entry.
const AdminRoot = lazy(() => import("./AdminRoot"));

/**
 * What signing in opens, fetched as the user starts typing: the console, the dashboard and its
 * charts (the files only: each is still loaded by its own React.lazy). A failure here shows
 * when the console itself asks for them.
 */
const fetchConsole = () => {
  for (const load of [
    () => import("./AdminRoot"),
    () => import("./dashboard/DashboardPage"),
    () => import("./dashboard/TrendCharts"),
  ]) {
    load().catch(() => undefined);
  }
};

/**
 * `/` opens on the sign-in entry alone; once signed in (or on any other address) the console
 * takes over, and from then on signs in and out at `/` itself (its LoginPage).
 */
const Root = () => {
  const [signingIn, setSigningIn] = useState(() => window.location.pathname === "/");
  const onSignedIn = useCallback((path: string) => {
    window.history.replaceState(null, "", path);
    // A transition: React keeps the sign-in page up until the console can show, rather than
    // show an empty fallback and then hold the console back for 300 ms (React's pacing of
    // content that follows a fallback).
    startTransition(() => setSigningIn(false));
  }, []);
  if (signingIn) {
    return (
      <SignInEntry
        authProvider={authProvider}
        prepareConsole={fetchConsole}
        loadConsole={() => import("./AdminRoot")}
        onSignedIn={onSignedIn}
      />
    );
  }
  // No Suspense boundary: until the console's code is there, the page stays as it was (the
  // sign-in page, or nothing on a first load).
  return <AdminRoot apiUrl={apiUrl} httpClient={httpClient} authProvider={authProvider} />;
};

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
