import { lazy, useEffect, useMemo, useState } from "react";
import CssBaseline from "@mui/material/CssBaseline";
import {
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  Resource,
  localStorageStore,
  type AuthProvider,
} from "react-admin";
import { Route, RouterProvider, ScrollRestoration, createBrowserRouter } from "react-router-dom";
import type { RollcallDataProvider } from "./providers/dataProvider";
import { i18nProvider } from "./providers/i18nProvider";
import { setMessageTranslator } from "./providers/httpClient";
import { LocalizedAdminContext } from "./i18n/LocalizedAdminContext";
import { browserPreferences } from "./i18n/browserPreferences";
import { createQueryClient, prefetchIdentity } from "./providers/queryClient";
import { openingOverviewQuery } from "./dashboard/useAttendanceOverview";
import { withSessionExpiry } from "./providers/sessionExpiry";
import { Layout } from "./layout/Layout";
import { Toaster } from "./layout/Toaster";
import { LoginPage } from "./login/LoginPage";
import { NotFoundPage } from "./common/NotFoundPage";
import { LoadingOverlay } from "./common/LoadingOverlay";
import { darkTheme, lightTheme } from "./theme";
import { schools, schoolRoutes } from "./schools";
import { boardAdmins, boardAdminRoutes } from "./boardAdmins";
import { dashboardRoutes } from "./dashboard";
import { settingsRoutes } from "./settings";
import { auditRoutes } from "./audit";
import { importRoutes } from "./imports";
import { prefetchAreas } from "./prefetchAreas";

// A chunk of its own, loaded when the route is first shown.
const ProfilePage = lazy(() =>
  import("./profile/ProfilePage").then((m) => ({ default: m.ProfilePage })),
);

export interface AppProps {
  dataProvider: RollcallDataProvider;
  authProvider: AuthProvider;
}

// What <Admin> would create: the preferences (the sidebar's state) kept across visits.
const preferences = browserPreferences(localStorageStore());

/**
 * The console's <Admin>, as its two halves: react-admin's context (providers, theme) and
 * ra-core's CoreAdminUI given Rollcall's own shell, pages and toasts. <Admin>'s AdminUI would
 * bring its defaults for each of these (layout, app bar, menu, login page, notification,
 * preferences inspector, ...) into the chunk every screen waits for, none of them shown.
 * Screens are mounted at the spec's paths (section 2) rather than react-admin's defaults; the
 * two resources are the dataProvider's keys. Each area's screens are a chunk of their own,
 * loaded by their routes (each area's index) inside the shell's Suspense.
 *
 * Under a data router: react-admin's unsaved-changes warning (useBlocker) only works under one. Providers come in as props so that an integrator can put the console on
 * another backend; the authProvider is wrapped only to notice a session that ended (bug 13).
 */
export const App = ({ dataProvider, authProvider }: AppProps) => {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Signed in (checkAuth reads the stored session), what the shell and the first screen show
    // is asked for now, not once they have rendered: the user's identity (the header's
    // initials, the dashboard's welcome) and, opened on the dashboard (signing in, a reload),
    // its cards of the address's place and period. Both are in the cache as the shell mounts,
    // rather than arriving in a second render of the header and the screen.
    authProvider.checkAuth({}).then(
      () => {
        prefetchIdentity(client, authProvider);
        if (window.location.pathname === "/dashboard") {
          void client.prefetchQuery(openingOverviewQuery(dataProvider, window.location.search));
        }
      },
      () => undefined,
    );
    return client;
  });
  // The other areas' chunks, once the console is idle.
  useEffect(() => prefetchAreas(), []);
  // The server's and the forms' messages in the console's language, from its catalogue: set
  // while the console is mounted (the sign-in entry sets its own before it).
  useEffect(() => {
    const previous = setMessageTranslator(i18nProvider.translate);
    return () => void setMessageTranslator(previous);
  }, []);
  const router = useMemo(() => {
    const auth = withSessionExpiry(authProvider);
    return createBrowserRouter([
      {
        path: "*",
        element: (
          <>
            <LocalizedAdminContext
              dataProvider={dataProvider}
              authProvider={auth}
              queryClient={queryClient}
              i18nProvider={i18nProvider}
              store={preferences}
              lightTheme={lightTheme}
              darkTheme={darkTheme}
            >
              <CssBaseline enableColorScheme />
              <CoreAdminUI
                layout={Layout}
                loginPage={false}
                catchAll={NotFoundPage}
                error={ErrorPage}
                title="Rollcall"
                disableTelemetry
              >
                <Resource name="schools" {...schools} />
                <Resource name="board-admins" {...boardAdmins} />
                <Resource name="audit-events" />
                <Resource name="holidays" />
                <CustomRoutes noLayout>
                  <Route path="/" element={<LoginPage />} />
                </CustomRoutes>
                <CustomRoutes>
                  {dashboardRoutes}
                  {schoolRoutes}
                  {importRoutes}
                  {boardAdminRoutes}
                  <Route path="/profile-dashboard" element={<ProfilePage />} />
                  {settingsRoutes}
                  {auditRoutes}
                </CustomRoutes>
              </CoreAdminUI>
              <Toaster />
              <LoadingOverlay />
            </LocalizedAdminContext>
            {/*
             * A new screen starts at its top (a long form's scroll would otherwise carry over
             * and the footer jump into view as the screen fills); Back and Forward return where
             * the user was. Positions are kept per address: a page loaded afresh has no history
             * key of its own, and would otherwise take the position saved for another screen.
             */}
            <ScrollRestoration getKey={(location) => location.pathname + location.search} />
          </>
        ),
      },
    ]);
  }, [dataProvider, authProvider, queryClient]);
  return <RouterProvider router={router} />;
};
