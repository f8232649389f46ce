import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";

/**
 * A screen's heading, the page's one h1. A long word (a school's name can be one) wraps rather
 * than widening the page.
 */
export const PageTitle = ({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) => (
  <Typography
    variant="h5"
    component="h1"
    // MUI's way of adding a caller's sx to a component's own.
    sx={[{ fontWeight: 700, overflowWrap: "anywhere" }, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {children}
  </Typography>
);

/** A screen's heading with its action on the right, wrapping under it on a narrow screen. */
export const PageHeader = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <Box
    sx={{
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      flexWrap: "wrap",
      gap: 1,
      mb: 2,
    }}
  >
    <PageTitle>{title}</PageTitle>
    {children}
  </Box>
);
