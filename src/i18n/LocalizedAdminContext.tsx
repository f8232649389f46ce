import { useMemo } from "react";
import { AdminContext, type AdminContextProps, type RaThemeOptions, type Store } from "react-admin";
import { LanguageScope } from "./LanguageScope";
import { localizeTheme } from "./localizeTheme";
import { useLanguage } from "./useLanguage";

/**
 * react-admin's AdminContext in the chosen language: each theme it is given (theme, lightTheme,
 * darkTheme) localized (direction, MUI's strings), under emotion's right-to-left cache for a
 * right-to-left language. The catalogue itself is the i18nProvider's, switched by react-admin.
 * Nothing is drawn until a stored language other than English has loaded.
 */
export const LocalizedAdminContext = ({
  store,
  theme,
  lightTheme,
  darkTheme,
  ...props
}: AdminContextProps & { store: Store }) => {
  const loaded = useLanguage(store);
  const themes = useMemo(() => {
    if (!loaded) return null;
    // darkTheme may be null (react-admin: no dark theme), kept as it is.
    const localize = <T extends RaThemeOptions | null | undefined>(t: T): T =>
      t ? localizeTheme(t, loaded) : t;
    return {
      theme: localize(theme),
      lightTheme: localize(lightTheme),
      darkTheme: localize(darkTheme),
    };
  }, [loaded, theme, lightTheme, darkTheme]);
  if (!loaded || !themes) return null;
  return (
    <LanguageScope loaded={loaded}>
      <AdminContext {...props} store={store} {...themes} />
    </LanguageScope>
  );
};
