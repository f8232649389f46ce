import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { useSidebarState } from "react-admin";
import { RequireSession } from "./RequireSession";
import { Header, HEADER_HEIGHT } from "./Header";
import { Sidebar, SIDEBAR_WIDTH } from "./Sidebar";
import { Footer } from "./Footer";

/** The shell of every screen but sign-in: fixed header, fixed sidebar, content and footer. */
export const Layout = ({ children }: { children: ReactNode }) => {
  const [open] = useSidebarState();
  return (
    <RequireSession>
      <Box
        sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "grey.50" }}
      >
        <Header />
        <Sidebar />
        <Box
          sx={{
            pt: `${HEADER_HEIGHT}px`,
            pl: { xs: 0, md: open ? SIDEBAR_WIDTH : 0 },
            transition: (theme) => theme.transitions.create("padding-left"),
            flex: 1,
            display: "flex",
            flexDirection: "column",
          }}
        >
          <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
            {children}
          </Box>
          <Footer />
        </Box>
      </Box>
    </RequireSession>
  );
};
