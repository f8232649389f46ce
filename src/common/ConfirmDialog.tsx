import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslate } from "react-admin";

export interface ConfirmDialogProps {
  open: boolean;
  /** Catalogue key; defaults to 'Confirm Action'. */
  title?: string;
  /** Catalogue key; defaults to 'Are you sure you want to proceed?'. */
  description?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables the buttons while the confirmed call runs. */
  busy?: boolean;
}

/** The shared confirm dialog of the spec: title, description, Cancel and Confirm. */
export const ConfirmDialog = ({
  open,
  title = "app.confirm.title",
  description = "app.confirm.description",
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{translate(description)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate("app.confirm.cancel")}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>
          {translate("app.confirm.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
