import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useNotify, useTranslate } from "react-admin";
import type { BoardAdminCreated } from "../../contract/boardAdmins";

/**
 * Shows a new board administrator's initial password, the only time it is ever shown (the
 * server keeps a hash), with a copy button. It closes only through its own button (not Esc,
 * not a click beside it), so the password cannot be lost by accident; closing leaves the page.
 */
export const InitialPasswordDialog = ({
  created,
  onClose,
}: {
  created: BoardAdminCreated | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.initial_password);
      notify("boardAdmins.create.copied", { type: "success" });
    } catch {
      notify("boardAdmins.create.copy_failed", { type: "error" });
    }
  };
  return (
    <Dialog
      open={created !== null}
      disableEscapeKeyDown
      aria-labelledby="initial-password-title"
      aria-describedby="initial-password-text"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="initial-password-title">
        {translate("boardAdmins.create.password_title")}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="initial-password-text" sx={{ mb: 2 }}>
          {translate("boardAdmins.create.password_text", { username: created?.username ?? "" })}
        </DialogContentText>
        <TextField
          id="initial-password"
          name="initial_password"
          label={translate("boardAdmins.create.password_label")}
          value={created?.initial_password ?? ""}
          fullWidth
          autoFocus
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: "monospace", fontSize: "1.1rem" },
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate("boardAdmins.create.copy")}
                    title={translate("boardAdmins.create.copy")}
                    onClick={copy}
                    edge="end"
                  >
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate("boardAdmins.create.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
