/**
 * Another language's copy of a part of the English catalogue: the same keys at the same depth,
 * each text a string of its own. Written as the type of a language's file
 * (`export const app: Translation<typeof englishApp> = {...}`), it makes TypeScript refuse a
 * missing key (a required property) and an extra one (an object literal's excess property).
 * Index signatures are dropped, so that react-admin's `TranslationMessages`, which names its keys
 * but also admits any other, holds a translation to exactly the keys it names.
 */
export type Translation<T> = T extends string
  ? string
  : { -readonly [K in keyof T as string extends K ? never : K]-?: Translation<T[K]> };
