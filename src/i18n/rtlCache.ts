import createCache from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "@mui/stylis-plugin-rtl";

/**
 * Emotion's styles with left and right swapped (margins, paddings, positions), as MUI asks for
 * a right-to-left page. A chunk of its own, loaded only when a right-to-left language is chosen.
 * The prefixer is emotion's default plugin, which a list of plugins replaces.
 */
export const rtlCache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });
