import { useState, type MouseEvent } from "react";
import Avatar from "@mui/material/Avatar";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import Divider from "@mui/material/Divider";
import PersonIcon from "@mui/icons-material/Person";
import LogoutIcon from "@mui/icons-material/Logout";
import { useNavigate } from "react-router-dom";
import { useGetIdentity, useLogout, useTranslate } from "react-admin";
import { settingsMenuItems } from "../settings/settingsMenu";
import { ThemeMenuItem } from "./ThemeSwitch";
import { UserMenuLanguages } from "./LanguageMenu";

/** The avatar's dropdown: View Profile, the settings screens, Logout. A click outside closes it. */
export const UserMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };
  const initials = (identity?.fullName ?? "A")
    .split(" ")
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
  return (
    <>
      <IconButton
        // The name starts with what the button shows (the initials), for speech input.
        aria-label={translate("app.user_menu.open", { initials })}
        aria-haspopup="menu"
        aria-controls={anchor ? "user-menu" : undefined}
        aria-expanded={!!anchor}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: "primary.main", fontSize: 15 }}>
          {initials}
        </Avatar>
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem onClick={() => go("/profile-dashboard")}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {translate("app.user_menu.view_profile")}
        </MenuItem>
        {settingsMenuItems.length > 0 && <Divider />}
        {settingsMenuItems.map((item) => (
          <MenuItem key={item.path} onClick={() => go(item.path)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            {translate(item.label)}
          </MenuItem>
        ))}
        <UserMenuLanguages onChosen={close} />
        <Divider />
        <ThemeMenuItem />
        <MenuItem
          onClick={() => {
            close();
            // A chosen logout starts afresh: the next sign-in lands on the dashboard.
            logout({}, "/", false);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate("app.user_menu.logout")}
        </MenuItem>
      </Menu>
    </>
  );
};
