import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { TOKEN_KEY } from "../providers/httpClient";

/**
 * Every screen in the shell needs a signed-in user; without a session the visitor goes to the
 * login page at `/`, which returns here after sign-in. A token the server no longer accepts is
 * caught by the first call's 401 (authProvider.checkError).
 *
 * A synchronous check on purpose: react-admin's <Authenticated> re-renders in a loop when
 * checkAuth resolves at once (react-admin issue #10764).
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  if (!localStorage.getItem(TOKEN_KEY)) {
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
