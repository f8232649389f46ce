import Backdrop from "@mui/material/Backdrop";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";

/**
 * The blocking overlay itself, without react-admin (the sign-in entry shows it too): a spinner
 * named `label`, and an optional text under it.
 */
export const Overlay = ({ open, label, text }: { open: boolean; label: string; text?: string }) => (
  <Backdrop
    open={open}
    sx={{ zIndex: 1900, color: "common.white", flexDirection: "column", gap: 2 }}
  >
    <CircularProgress color="inherit" aria-label={label} />
    {text && <Typography role="status">{text}</Typography>}
  </Backdrop>
);
