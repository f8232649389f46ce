import Alert from "@mui/material/Alert";
import { useTranslate } from "react-admin";
import { useSessionExpired } from "../providers/sessionExpiry";

/**
 * Says why the sign-in page is shown when the session ended on its own (the server answered
 * 401); after signing in, the console returns to the page that was open, with its draft.
 */
export const SessionExpiredNotice = () => {
  const translate = useTranslate();
  const expired = useSessionExpired();
  if (!expired) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate("app.login.session_expired")}
    </Alert>
  );
};
