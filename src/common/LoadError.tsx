import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslate } from "react-admin";

/** A failed load: the server's message and Retry, never mistaken for an empty list. */
export const LoadError = ({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) => {
  const translate = useTranslate();
  const message = error instanceof Error ? error.message : undefined;
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {translate("app.retry")}
        </Button>
      }
    >
      <strong>{translate(title)}</strong>
      {message ? (
        <Box component="span" sx={{ display: "block" }}>
          {message}
        </Box>
      ) : null}
    </Alert>
  );
};
