import { useEffect, useMemo, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import { ThemeProvider, createTheme, useTheme } from "@mui/material/styles";
import { useThemesContext } from "react-admin";
import { palettes } from "../themeOptions";
import { CUT_TEXT_ATTRIBUTE } from "./CutTextTooltip";

/**
 * True from the browser's `beforeprint` to its `afterprint`. Set synchronously (flushSync): the
 * browser lays the page out for paper right after `beforeprint`, before React's next render.
 */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener("beforeprint", start);
    window.addEventListener("afterprint", end);
    return () => {
      window.removeEventListener("beforeprint", start);
      window.removeEventListener("afterprint", end);
    };
  }, []);
  return printing;
}

/**
 * Its content (a block of its own, `id`, for the print rules) in the console's light theme while the page is printed (the Print button or the
 * browser's own): paper is white and browsers leave backgrounds out, so the dark theme's light
 * text would not read on it. The theme is swapped rather than the tree, so nothing remounts.
 */
export const LightWhilePrinting = ({ id, children }: { id: string; children: ReactNode }) => {
  const shown = useTheme();
  const { lightTheme } = useThemesContext();
  const printing = usePrinting();
  const light = useMemo(() => createTheme(lightTheme), [lightTheme]);
  const theme = printing && shown.palette.mode === "dark" ? light : shown;
  return (
    <ThemeProvider theme={theme}>
      {/* Its text colour set here: what inherits it would keep the page's light text. */}
      <Box id={id} sx={{ color: "text.primary" }}>
        {children}
      </Box>
    </ThemeProvider>
  );
};

/**
 * A block that alone is printed (the Print button or the browser's own), in the light theme, on
 * the light theme's paper: everything else on the page is hidden on paper, and so are the
 * block's own `.no-print` parts (its buttons and controls). Inside the block, visibility is
 * inherited, so what a part hides itself (a chart's idle tooltip, a loading skeleton's text)
 * stays hidden. Paper does not scroll and has no tooltip: there a table fits the page's width
 * (its columns share it by their content), no row is split across two pages, and what stays on
 * one line on screen, cut to its cell (a column's header, CUT_TEXT_ATTRIBUTE's text), wraps
 * whole. The rules name the block's id, so they outweigh the screen's class rules without
 * `!important`.
 */
export const PrintedBlock = ({ id, children }: { id: string; children: ReactNode }) => (
  <>
    <GlobalStyles
      styles={{
        "@media print": {
          html: { colorScheme: "light" },
          body: { backgroundColor: palettes.light.background.paper },
          [`body *:not(#${id}, #${id} *)`]: { visibility: "hidden" },
          [`#${id}`]: {
            visibility: "visible",
            position: "absolute",
            left: 0,
            top: 0,
            width: "100%",
          },
          ".no-print": { display: "none !important" },
          [`#${id} table`]: { minWidth: 0, tableLayout: "auto" },
          [`#${id} tr`]: { breakInside: "avoid" },
          [`#${id} :is(th, [${CUT_TEXT_ATTRIBUTE}])`]: { whiteSpace: "normal" },
        },
      }}
    />
    <LightWhilePrinting id={id}>{children}</LightWhilePrinting>
  </>
);

/** Prints with `title` as the document's title (the name the browser gives the saved PDF), then puts the page's own back. */
export function printTitled(title: string) {
  const previous = document.title;
  document.title = title;
  try {
    window.print();
  } finally {
    document.title = previous;
  }
}
