import { Navigate, useLocation } from "react-router-dom";
import { useAuthState, useLocaleState, useLogin, useNotify, useTranslate } from "react-admin";
import { useSessionExpired } from "../providers/sessionExpiry";
import type { LoginParams } from "../providers/authProvider";
import { SignInForm } from "./SignInForm";
import { LanguageChoice } from "./LanguageChoice";

/**
 * Sign-in inside the console, at `/` without the shell: where a sign-out or an expired session
 * leads. The first visit to `/` is served by the sign-in entry (SignInEntry.tsx) instead; both
 * show the same SignInForm. A signed-in user opening `/` goes to the dashboard; the session is
 * read through the authProvider (checkAuth), so an integrator's authProvider is honoured.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const expired = useSessionExpired();
  const [locale, setLocale] = useLocaleState();
  const { authenticated, isPending } = useAuthState();
  // After a session ended on some page, signing in again returns there.
  const next = (useLocation().state ?? {}) as { nextPathname?: string; nextSearch?: string };
  const target =
    next.nextPathname && next.nextPathname !== "/"
      ? next.nextPathname + (next.nextSearch ?? "")
      : "/dashboard";

  if (isPending) return null;
  if (authenticated) return <Navigate to="/dashboard" replace />;
  return (
    <SignInForm
      translate={translate}
      login={(params: LoginParams) => login(params, target)}
      notify={(message, type) => notify(message, { type })}
      sessionExpired={expired}
      languageChoice={
        <LanguageChoice locale={locale} onChange={setLocale} label={translate("app.language")} />
      }
    />
  );
};
