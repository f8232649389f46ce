import type { ReactElement } from "react";
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
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import { firstPageQuery } from "../common/firstPageQuery";
import { yearlySummaryQuery } from "../common/summaryQuery";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { BOARD_ADMIN_LIST_OPENING } from "../boardAdmins/listOpening";
import { SCHOOL_LIST_OPENING } from "../schools/listOpening";
import { HEADER_HEIGHT } from "./Header";
import { isMenuEntryActive } from "./menuActive";
import { useShellSidebar } from "./ShellSidebar";

/** The spec's open sidebar width: 16 rem (section 9). */
export const SIDEBAR_WIDTH = "16rem";

interface Entry {
  path: string;
  label: string;
  icon: ReactElement;
  /**
   * Starts the screen's requests as the entry is pressed (pointer down, or Enter's click): the
   * answers are on their way while the screen renders, and a list shows its rows in its first
   * render rather than after it.
   */
  fetchAhead?: (queryClient: QueryClient, dataProvider: RollcallDataProvider) => void;
}

const ENTRIES: Entry[] = [
  { path: "/dashboard", label: "app.menu.dashboard", icon: <DashboardIcon /> },
  {
    path: "/boards",
    label: "app.menu.boards",
    icon: <AccountBalanceIcon />,
    fetchAhead: (queryClient, dataProvider) =>
      void queryClient.prefetchQuery(firstPageQuery(dataProvider, BOARD_ADMIN_LIST_OPENING)),
  },
  {
    path: "/school",
    label: "app.menu.schools",
    icon: <SchoolIcon />,
    fetchAhead: (queryClient, dataProvider) => {
      void queryClient.prefetchQuery(firstPageQuery(dataProvider, SCHOOL_LIST_OPENING));
      // The list's summary cards.
      void queryClient.prefetchQuery(yearlySummaryQuery(dataProvider));
    },
  },
  // Rollcall's addition after the spec's three entries.
  { path: "/audit-log", label: "audit.menu", icon: <HistoryIcon /> },
];

export const Sidebar = () => {
  const { open, setOpen, small } = useShellSidebar();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<RollcallDataProvider>();
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
          // Fetched again only once stale (prefetchQuery skips a fresh or running query).
          const fetchAhead = () => entry.fetchAhead?.(queryClient, dataProvider);
          return (
            <ListItem key={entry.path} disablePadding>
              <ListItemButton
                component={Link}
                to={entry.path}
                selected={active}
                aria-current={active ? "page" : undefined}
                onPointerDown={fetchAhead}
                onClick={() => {
                  fetchAhead();
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
