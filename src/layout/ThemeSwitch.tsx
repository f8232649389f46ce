import MenuItem from "@mui/material/MenuItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import CheckIcon from "@mui/icons-material/Check";
import DarkModeIcon from "@mui/icons-material/DarkMode";
import { ToggleThemeButton, useTheme as useThemeMode, useTranslate } from "react-admin";
import { usePhone } from "./usePhone";

/** react-admin's own light/dark button (ToggleThemeButton), in the header from a tablet's width up. */
export const HeaderThemeButton = () => (usePhone() ? null : <ToggleThemeButton />);

/**
 * The same choice in the user menu on a phone. react-admin has no menu item for it (only
 * ToggleThemeButton, an icon button): this one uses react-admin's theme state (its store key
 * `theme`, else the system's setting), so it makes and reads the choice ToggleThemeButton does.
 */
export const ThemeMenuItem = () => {
  const translate = useTranslate();
  const phone = usePhone();
  // react-admin 5.15's name for its theme state hook.
  const [mode, setMode] = useThemeMode();
  if (!phone) return null;
  const dark = mode === "dark";
  return (
    <MenuItem
      role="menuitemcheckbox"
      aria-checked={dark}
      onClick={() => setMode(dark ? "light" : "dark")}
    >
      <ListItemIcon>
        <DarkModeIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("app.user_menu.dark_mode")}</ListItemText>
      {dark && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
    </MenuItem>
  );
};
