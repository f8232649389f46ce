import type { ReactNode } from "react";
import { CacheProvider } from "@emotion/react";
import type { LoadedLanguage } from "./useLanguage";

/** The page's styles in the language's direction: emotion's right-to-left cache when it has one. */
export const LanguageScope = ({
  loaded,
  children,
}: {
  loaded: LoadedLanguage;
  children: ReactNode;
}) => (loaded.cache ? <CacheProvider value={loaded.cache}>{children}</CacheProvider> : children);
