import { useEffect, useMemo, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import Box from "@mui/material/Box";
import { ThemeProvider, createTheme, useTheme } from "@mui/material/styles";
import { useThemesContext } from "react-admin";

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
