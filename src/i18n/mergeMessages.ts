import { deepmerge } from "@mui/utils";
import type { TranslationMessages } from "ra-core";

/** A partial catalogue over a complete one: each key it has wins, the others stay. */
export const mergeMessages = (base: object, partial: object): TranslationMessages =>
  deepmerge(base, partial, { clone: true }) as TranslationMessages;
