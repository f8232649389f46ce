import AppBar from "@mui/material/AppBar";
import Toolbar from "@mui/material/Toolbar";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import MenuIcon from "@mui/icons-material/Menu";
import { useTranslate } from "react-admin";
import { NotificationBell } from "./NotificationBell";
import { UserMenu } from "./UserMenu";
import { HeaderThemeButton } from "./ThemeSwitch";
import { HeaderLanguages } from "./LanguageMenu";
import { useShellSidebar } from "./ShellSidebar";
import { HEADER_HEIGHT } from "./headerHeight";

export { HEADER_HEIGHT };

export const Header = () => {
  const { open, setOpen } = useShellSidebar();
  const translate = useTranslate();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={1}
      sx={{ height: HEADER_HEIGHT, zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ minHeight: `${HEADER_HEIGHT}px !important`, height: HEADER_HEIGHT, gap: 1 }}>
        <IconButton
          edge="start"
          aria-label={translate("app.menu.toggle")}
          aria-expanded={open}
          aria-controls="sidebar"
          onClick={() => setOpen(!open)}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: "primary.main" }}>
          {translate("app.brand")}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <HeaderThemeButton />
        <HeaderLanguages />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
};
