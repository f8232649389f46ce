import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { useSidebarState } from "react-admin";

interface ShellSidebar {
  /** Below the desktop breakpoint the sidebar is a drawer over the page. */
  small: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}

const Context = createContext<ShellSidebar | null>(null);

/**
 * The sidebar's open state. On a desktop it is react-admin's remembered sidebar state (open on
 * a first visit). Below the desktop breakpoint the drawer covers the page, so it starts closed
 * and opens only when the menu button asks: react-admin's own default is open from 600 px up,
 * which put a modal drawer over the dashboard at 600-899 px on a fresh sign-in.
 */
export const ShellSidebarProvider = ({ children }: { children: ReactNode }) => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down("md"), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useSidebarState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const value = useMemo(
    () =>
      small
        ? { small, open: drawerOpen, setOpen: setDrawerOpen }
        : { small, open: desktopOpen, setOpen: setDesktopOpen },
    [small, drawerOpen, desktopOpen, setDesktopOpen],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
};

export function useShellSidebar(): ShellSidebar {
  const value = useContext(Context);
  if (!value) throw new Error("useShellSidebar is used inside <ShellSidebarProvider>");
  return value;
}
