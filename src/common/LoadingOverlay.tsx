import Backdrop from "@mui/material/Backdrop";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { useLoadingFlag } from "./loadingFlag";

/** A blocking overlay: the global one follows the shared loading flag; screens pass `open` and a text. */
export const LoadingOverlay = ({ open, text }: { open?: boolean; text?: string }) => {
  const flag = useLoadingFlag();
  const translate = useTranslate();
  const shown = open ?? flag;
  return (
    <Backdrop open={shown} sx={{ zIndex: 1900, color: "#fff", flexDirection: "column", gap: 2 }}>
      <CircularProgress color="inherit" aria-label={text ?? translate("app.loading")} />
      {text && <Typography role="status">{text}</Typography>}
    </Backdrop>
  );
};
