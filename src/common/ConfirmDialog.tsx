import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslate } from "react-admin";

export interface ConfirmDialogProps {
  open: boolean;
  /** Catalogue key; defaults to 'Confirm Action'. */
  title?: string;
  /** Catalogue key; defaults to 'Are you sure you want to proceed?'. */
  description?: string;
  /** What the action is about (a school's or an administrator's name), on its own line. */
  subject?: string;
  /**
   * The confirmed action, once per opening of the dialog: when it answers a promise, Confirm
   * stays disabled until it settles, and after a success until the dialog opens again; a
   * failure lets Confirm be pressed again.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  /** Disables the buttons while the confirmed call runs. */
  busy?: boolean;
  /** Where focus starts: Cancel for an action that cannot be undone. */
  focus?: "confirm" | "cancel";
}

/** The shared confirm dialog of the spec: title, description, Cancel and Confirm. */
export const ConfirmDialog = ({
  open,
  title = "app.confirm.title",
  description = "app.confirm.description",
  subject,
  onConfirm,
  onCancel,
  busy,
  focus = "confirm",
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const id = useId();
  // One confirmation per opening. A ref, not only state: a second click can arrive before React
  // re-renders the disabled button, or after a quick answer while the dialog is still closing.
  const confirmed = useRef(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (open) {
      confirmed.current = false;
      setDone(false);
    }
  }, [open]);
  const confirm = async () => {
    if (confirmed.current || busy) return;
    confirmed.current = true;
    setPending(true);
    try {
      await onConfirm();
      setDone(true);
    } catch {
      // The caller reports the failure; Confirm may be pressed again.
      confirmed.current = false;
    } finally {
      setPending(false);
    }
  };
  const disabled = busy || pending;
  return (
    <Dialog
      open={open}
      onClose={(event, reason) => {
        if (disabled) return;
        // A double click on what opened the dialog: its second click lands on the backdrop
        // that has just appeared. That is not a click away, and the dialog stays.
        if (reason === "backdropClick" && (event as MouseEvent).detail > 1) return;
        onCancel();
      }}
      // The same double click would also select a word of the dialog's text where it lands.
      onMouseDown={(event) => {
        if (event.detail > 1) event.preventDefault();
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{translate(title)}</DialogTitle>
      <DialogContent id={`${id}-text`}>
        <DialogContentText>{translate(description)}</DialogContentText>
        {subject && (
          <Typography sx={{ mt: 1, fontWeight: 600, overflowWrap: "anywhere" }}>
            {subject}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={disabled} autoFocus={focus === "cancel"}>
          {translate("app.confirm.cancel")}
        </Button>
        <Button
          onClick={confirm}
          variant="contained"
          disabled={disabled || done}
          autoFocus={focus === "confirm"}
        >
          {translate("app.confirm.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
