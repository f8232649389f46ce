import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";

/**
 * A phone's width: the 60 px header already holds the menu, the brand, the bell and the avatar,
 * so the language and the theme are chosen in the user menu there.
 */
export const usePhone = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
