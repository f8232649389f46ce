import { useDeferredValue, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAuthState } from "react-admin";

/**
 * Every screen in the shell needs a signed-in user; without a session the visitor goes to the
 * login page at `/`, which returns here after sign-in. The session is asked of the
 * authProvider (checkAuth), so an integrator's authProvider decides. A token the server no
 * longer accepts is caught by the first call's 401 (authProvider.checkError).
 *
 * useAuthState rather than react-admin's <Authenticated>, which re-renders in a loop when
 * checkAuth resolves at once (react-admin issue #10764); the redirect keeps the page asked for.
 *
 * The answer arrives in a render React must finish in one task (react-query's store), and the
 * whole shell and screen wait on it: they are built in the background render that follows
 * (`useDeferredValue`), which React slices, rather than in that task.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const { authenticated, isPending, isFetching, isError } = useAuthState();
  // A failure remembered from the sign-in page is asked again before sending anyone back there.
  const answered = !(isPending || (isError && isFetching));
  const shown = useDeferredValue(answered);
  if (!answered || !shown) return null;
  if (!authenticated) {
    return (
      <Navigate
        to="/"
        replace
        state={{ nextPathname: location.pathname, nextSearch: location.search }}
      />
    );
  }
  return <>{children}</>;
};
