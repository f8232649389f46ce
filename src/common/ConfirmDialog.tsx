import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState, type MouseEvent } from "react";
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
  const [pending, setPending] = useState(false);
  // Each opening gets a Confirm button of its own (its key), whose one confirmation is spent.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((n) => n + 1);
  }
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
        <ConfirmButton
          key={openings}
          onConfirm={onConfirm}
          onPending={setPending}
          disabled={disabled}
          autoFocus={focus === "confirm"}
        />
      </DialogActions>
    </Dialog>
  );
};

/**
 * Confirm, for one opening of the dialog: pressed once, it stays spent after a success (a ref,
 * not only state: a second click can arrive before React re-renders the disabled button, or
 * after a quick answer while the dialog is still closing); a failure lets it be pressed again.
 */
const ConfirmButton = ({
  onConfirm,
  onPending,
  disabled,
  autoFocus,
}: {
  onConfirm: () => void | Promise<unknown>;
  onPending: (pending: boolean) => void;
  disabled: boolean | undefined;
  autoFocus: boolean;
}) => {
  const translate = useTranslate();
  const spent = useRef(false);
  const [done, setDone] = useState(false);
  const confirm = async (event: MouseEvent) => {
    // The second click of a double click is no second confirmation, even after a quick failure.
    if (spent.current || disabled || event.detail > 1) return;
    spent.current = true;
    onPending(true);
    try {
      await onConfirm();
      setDone(true);
    } catch {
      // The caller reports the failure; Confirm may be pressed again.
      spent.current = false;
    } finally {
      onPending(false);
    }
  };
  return (
    <Button onClick={confirm} variant="contained" disabled={disabled || done} autoFocus={autoFocus}>
      {translate("app.confirm.confirm")}
    </Button>
  );
};
