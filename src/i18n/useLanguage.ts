import { useEffect, useState, useSyncExternalStore } from "react";
import type { EmotionCache } from "@emotion/cache";
import type { Localization } from "@mui/material/locale";
import type { Store, StringMap } from "ra-core";
import { LOCALE_KEY, languageOf, languages, type Language } from "./locales";

/** A language with what it needs loaded: its catalogue, MUI's strings, the right-to-left styles. */
export interface LoadedLanguage {
  language: Language;
  /** Its catalogue as written (a partial one is not yet laid over English). */
  messages?: StringMap;
  mui?: Localization;
  /** Emotion's right-to-left cache, for a right-to-left language. */
  cache?: EmotionCache;
}

const english: LoadedLanguage = { language: languages[0] };

export const loadLanguage = async (language: Language): Promise<LoadedLanguage> => {
  const [messages, mui, cache] = await Promise.all([
    language.messages?.(),
    language.mui?.(),
    language.dir === "rtl" ? import("./rtlCache").then((m) => m.rtlCache) : undefined,
  ]);
  return { language, messages, mui, cache };
};

/**
 * The language chosen in this browser (the store's `locale`, which react-admin's
 * useLocaleState writes), once loaded; null while the first one loads, so that a page opened in
 * Urdu is not drawn left to right first. Keeps `<html lang dir>` in step with it.
 *
 * Read from the store itself rather than through useLocaleState: the console needs it above
 * react-admin's context (for the theme and emotion's cache), and the sign-in page has none.
 */
export function useLanguage(store: Store): LoadedLanguage | null {
  const locale = useSyncExternalStore(
    (onChange) => store.subscribe(LOCALE_KEY, onChange),
    () => store.getItem<unknown>(LOCALE_KEY),
  );
  const language = languageOf(locale);
  const [loaded, setLoaded] = useState<LoadedLanguage | null>(() =>
    language === english.language ? english : null,
  );

  useEffect(() => {
    if (loaded?.language === language) return;
    let live = true;
    loadLanguage(language).then(
      (next) => live && setLoaded(next),
      // Offline: the page stays in the language it has (English on a first load).
      () => live && setLoaded((current) => current ?? english),
    );
    return () => {
      live = false;
    };
  }, [language, loaded]);

  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.language.locale;
    document.documentElement.dir = loaded.language.dir;
  }, [loaded]);

  return loaded;
}
