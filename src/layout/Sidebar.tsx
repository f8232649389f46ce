import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import DashboardIcon from "@mui/icons-material/Dashboard";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import SchoolIcon from "@mui/icons-material/School";
import HistoryIcon from "@mui/icons-material/History";
import { Link, useLocation } from "react-router-dom";
import { useTranslate } from "react-admin";
import { HEADER_HEIGHT } from "./Header";
import { isMenuEntryActive } from "./menuActive";
import { useShellSidebar } from "./ShellSidebar";

/** The spec's open sidebar width: 16 rem (section 9). */
export const SIDEBAR_WIDTH = "16rem";

const ENTRIES = [
  { path: "/dashboard", label: "app.menu.dashboard", icon: <DashboardIcon /> },
  { path: "/boards", label: "app.menu.boards", icon: <AccountBalanceIcon /> },
  { path: "/school", label: "app.menu.schools", icon: <SchoolIcon /> },
  // Rollcall's addition after the spec's three entries.
  { path: "/audit-log", label: "audit.menu", icon: <HistoryIcon /> },
];

/** A pressed entry's shade, shown by the browser at once as the pointer goes down. */
const PRESSED = { "&:active": { bgcolor: "action.selected", transition: "none" } };

export const Sidebar = () => {
  const { open, setOpen, small } = useShellSidebar();
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Drawer
      id="sidebar"
      variant={small ? "temporary" : "persistent"}
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{
        paper: {
          component: "nav",
          "aria-label": translate("app.menu.dashboard"),
          sx: {
            width: SIDEBAR_WIDTH,
            top: HEADER_HEIGHT,
            height: `calc(100% - ${HEADER_HEIGHT}px)`,
          },
        } as object,
      }}
    >
      <List>
        {ENTRIES.map((entry) => {
          const active = isMenuEntryActive(entry.path, pathname);
          return (
            <ListItem key={entry.path} disablePadding>
              <ListItemButton
                component={Link}
                to={entry.path}
                selected={active}
                // The press shows as a CSS state, not as MUI's ripple: the ripple's render and
                // commit took about 25 ms of the click's own task, before the next screen began.
                disableRipple
                sx={PRESSED}
                aria-current={active ? "page" : undefined}
                onClick={() => {
                  if (small) setOpen(false);
                }}
              >
                <ListItemIcon>{entry.icon}</ListItemIcon>
                <ListItemText primary={translate(entry.label)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Drawer>
  );
};
