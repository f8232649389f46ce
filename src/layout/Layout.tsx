import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { useTranslate } from "react-admin";
import { useLocation } from "react-router-dom";
import { RequireSession } from "./RequireSession";
import { Header, HEADER_HEIGHT } from "./Header";
import { Sidebar, SIDEBAR_WIDTH } from "./Sidebar";
import { Footer } from "./Footer";
import { ShellSidebarProvider, useShellSidebar } from "./ShellSidebar";
import { CutTextTooltip } from "../common/CutTextTooltip";
import { ScreenCodeBoundary } from "../common/ScreenCodeBoundary";

export const MAIN_CONTENT_ID = "main-content";

/** The first stop of the keyboard: jumps over the header and the sidebar to the screen itself. */
const SkipLink = () => {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: "fixed",
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "background.paper",
        color: "primary.main",
        fontWeight: 600,
        boxShadow: 3,
        // Out of sight until it has the keyboard's focus.
        transform: "translateY(-200%)",
        "&:focus": { transform: "none" },
      }}
    >
      {translate("app.skip_to_content")}
    </Box>
  );
};

const Shell = ({ children }: { children: ReactNode }) => {
  const { open, small } = useShellSidebar();
  const { pathname } = useLocation();
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        bgcolor: "background.default",
      }}
    >
      <SkipLink />
      <Header />
      <Sidebar />
      <Box
        sx={{
          pt: `${HEADER_HEIGHT}px`,
          pl: !small && open ? SIDEBAR_WIDTH : 0,
          transition: (theme) => theme.transitions.create("padding-left"),
          flex: 1,
          display: "flex",
          flexDirection: "column",
          // The content never makes the page wider than the window: wide tables scroll inside.
          minWidth: 0,
        }}
      >
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            p: { xs: 2, md: 3 },
            minWidth: 0,
            // The footer starts below the fold, so content arriving later never moves it on screen.
            minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
            "&:focus": { outline: "none" },
          }}
        >
          {/*
           * The screens are lazy chunks, with no Suspense boundary of their own: while a
           * screen's code loads, the page stays as it was (the screen before, or the console not
           * yet drawn on a first load) rather than show an empty area, after which React holds
           * the screen back for 300 ms (its pacing of content that follows a fallback).
           */}
          <ScreenCodeBoundary pathname={pathname}>{children}</ScreenCodeBoundary>
        </Box>
        <Footer />
      </Box>
      <CutTextTooltip />
    </Box>
  );
};

/** The shell of every screen but sign-in: fixed header, fixed sidebar, content and footer. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RequireSession>
    <ShellSidebarProvider>
      <Shell>{children}</Shell>
    </ShellSidebarProvider>
  </RequireSession>
);
