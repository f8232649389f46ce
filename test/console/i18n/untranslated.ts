/**
 * What a screen shows in another script than its language's: each text, and each attribute that
 * names or describes an element to its user (`aria-label`, `title`, `alt`, `placeholder`), that
 * holds Latin letters and no letter of the language's script, unless it is `allowed` (a name, a
 * code, the screen's data). A missing key is reported as it is translated (src/i18n/missingKey.ts);
 * this finds the text that never went through the catalogue, a library's own label above all.
 *
 * Self-contained (no imports, no outer names, plain arguments), so that the browser tests run
 * the same function in the page.
 */
export function untranslated(
  root: Element,
  {
    script,
    allowed = [],
    texts = true,
  }: {
    /** A character class of the language's letters, as a RegExp source ("[\\u0900-\\u097F]"). */
    script: string;
    /** Texts allowed in Latin letters alone. */
    allowed?: string[];
    /** Whether the texts are checked too, or only the attributes. */
    texts?: boolean;
  },
): string[] {
  const own = new RegExp(script);
  const latin = /[A-Za-z]{2,}/;
  // Bidi isolates and spaces are not part of what is read.
  const clean = (value: string) => value.replace(/[\u2066-\u2069]/g, "").trim();
  const foreign = (value: string) =>
    latin.test(value) && !own.test(value) && !allowed.includes(clean(value));
  const faults: string[] = [];
  for (const element of [root, ...root.querySelectorAll("*")]) {
    for (const name of ["aria-label", "title", "alt", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value && foreign(value))
        faults.push(`${name}="${clean(value)}" on <${element.localName}>`);
    }
  }
  if (texts) {
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = clean(node.textContent ?? "");
      const parent = node.parentElement;
      if (parent?.closest("script, style")) continue;
      if (value && foreign(value)) faults.push(`"${value}" in <${parent?.localName}>`);
    }
  }
  return faults;
}
