import Card from "@mui/material/Card";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { Link, useLocation } from "react-router-dom";
import { useTranslate } from "react-admin";
import { settingsMenuItems } from "./settingsMenu";

/** The screens that share the settings side menu (spec: Layout and shell). */
export const SIDE_MENU_PATHS = ["/advanced-settings", "/data-optimization", "/beta-features"];

export const SettingsSideMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const items = settingsMenuItems.filter((item) => SIDE_MENU_PATHS.includes(item.path));
  return (
    <Card component="nav" aria-labelledby="settings-side-menu-title">
      {/* The heading stands before the list: a list holds only its items. */}
      <Typography
        id="settings-side-menu-title"
        component="h2"
        variant="subtitle2"
        color="text.secondary"
        sx={{ px: 2, pt: 1.5 }}
      >
        {translate("settings.menu.title")}
      </Typography>
      <List>
        {items.map((item) => {
          const current = pathname === item.path;
          return (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={Link}
                to={item.path}
                selected={current}
                aria-current={current ? "page" : undefined}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={translate(item.label)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
};
