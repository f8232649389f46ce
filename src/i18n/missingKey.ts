/**
 * The console's and the sign-in page's polyglot options. No `allowMissing`: a key that is not in
 * the catalogue is reported as an error (which fails a test) and shown as the key. Text that may
 * not be a key (a server's message) is translated with a default, `translate(text, { _: text })`,
 * which never reports.
 */
export const reportMissingKeys = {
  onMissingKey: (key: string) => {
    console.error(`Missing translation for "${key}"`);
    return key;
  },
};
