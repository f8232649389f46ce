import { useEffect, useMemo, useState } from "react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import type { AuthProvider } from "ra-core";
import type { LoginParams } from "../providers/authProvider";
import { useLoadingFlag } from "../common/loadingFlag";
import { Overlay } from "../common/Overlay";
import { ToastStack } from "../layout/ToastStack";
import { toastStore } from "../layout/toasts";
import { SignInForm } from "./SignInForm";
import { translatorFor } from "./signInMessages";
import { useSignInTheme } from "./signInTheme";
import { LanguageChoice } from "./LanguageChoice";
import { signInStore } from "./signInLanguage";
import { LOCALE_KEY, languages } from "../i18n/locales";
import { LanguageScope } from "../i18n/LanguageScope";
import { useLanguage } from "../i18n/useLanguage";
import { setMessageTranslator } from "../providers/httpClient";

export interface SignInEntryProps {
  /** The same authProvider the console is given: its login, checkAuth and session storage. */
  authProvider: AuthProvider;
  /** Called at the first keystroke: fetches the console's code while the user types. */
  prepareConsole: () => void;
  /** Called as the user signs in: loads the console (react-admin and the screens). */
  loadConsole: () => Promise<unknown>;
  /** Signed in (or already signed in): the console takes over at `path`. */
  onSignedIn: (path: string) => void;
}

/**
 * The first visit to `/`: the sign-in page on its own, with React, MUI's card, fields and
 * buttons, emotion and the contract's login schema, but no react-admin, so the form is usable
 * after a small download. The console's chunk is fetched while the user types and takes over
 * once signed in; a visitor who is already signed in goes straight to the dashboard.
 */
export const SignInEntry = ({
  authProvider,
  prepareConsole,
  loadConsole,
  onSignedIn,
}: SignInEntryProps) => {
  const [signedOut, setSignedOut] = useState(false);
  const loading = useLoadingFlag();
  // The language chosen in this browser (null while a stored one loads): its strings are
  // fetched only when chosen.
  const language = useLanguage(signInStore);
  const translate = useMemo(
    () => translatorFor(language ?? { language: languages[0] }),
    [language],
  );
  const theme = useSignInTheme(language);
  // The server's answers (a refused sign-in, a wrong code) in the page's language.
  useEffect(() => {
    const previous = setMessageTranslator(translate);
    return () => void setMessageTranslator(previous);
  }, [translate]);

  useEffect(() => {
    let live = true;
    authProvider.checkAuth({}).then(
      () => live && onSignedIn("/dashboard"),
      () => live && setSignedOut(true),
    );
    return () => {
      live = false;
    };
  }, [authProvider, onSignedIn]);

  const login = async (params: LoginParams) => {
    // Usually fetched already; a failure here shows in the console's own loading.
    const opening = loadConsole().catch(() => undefined);
    const result: unknown = await authProvider.login(params);
    await opening;
    onSignedIn("/dashboard");
    return result;
  };

  if (!language) return null;
  return (
    <ThemeProvider theme={theme}>
      <LanguageScope loaded={language}>
        <CssBaseline enableColorScheme />
        {signedOut && (
          <SignInForm
            translate={translate}
            login={login}
            notify={(message, type) => toastStore.push(translate(message, { _: message }), type)}
            onTyping={prepareConsole}
            languageChoice={
              <LanguageChoice
                locale={language.language.locale}
                onChange={(locale) => signInStore.setItem(LOCALE_KEY, locale)}
                label={translate("app.language")}
              />
            }
          />
        )}
        <ToastStack />
        <Overlay open={loading} label={translate("app.loading")} />
      </LanguageScope>
    </ThemeProvider>
  );
};
