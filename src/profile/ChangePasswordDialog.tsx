import { useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { useMutation } from "@tanstack/react-query";
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from "react-admin";
import {
  changePasswordFormSchema,
  toChangePasswordPayload,
  type ChangePasswordForm,
} from "../../contract/auth";
import { validateWith } from "../common/validateWith";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { ApiRequestError } from "../providers/httpClient";

const validate = validateWith(changePasswordFormSchema);

const PasswordInput = ({ source, label }: { source: keyof ChangePasswordForm; label: string }) => {
  const [shown, setShown] = useState(false);
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={label}
      type={shown ? "text" : "password"}
      autoComplete={source === "current_password" ? "current-password" : "new-password"}
      isRequired
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${translate(shown ? "app.login.hide_password" : "app.login.show_password")}: ${translate(label)}`}
                onClick={() => setShown((v) => !v)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

const Fields = ({ onClose, busy }: { onClose: () => void; busy: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <DialogContent>
        <PasswordInput source="current_password" label="app.change_password.current_password" />
        <PasswordInput source="new_pass" label="app.change_password.new_pass" />
        <PasswordInput source="confirm_pass" label="app.change_password.confirm_pass" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate("app.change_password.cancel")}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate("app.change_password.submit")}
        </Button>
      </DialogActions>
    </>
  );
};

/**
 * The change password modal: new_pass and confirm_pass as the spec has them, plus the current
 * password (required by OWASP ASVS 6.2.3; the spec's original omits it).
 */
export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const mutation = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      dataProvider.changePassword(toChangePasswordPayload(values)),
  });
  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby="change-password-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="change-password-title">{translate("app.change_password.title")}</DialogTitle>
      {open && (
        <Form
          validate={validate}
          noValidate
          onSubmit={async (values: Record<string, unknown>) => {
            try {
              await mutation.mutateAsync(values as ChangePasswordForm);
              notify("app.change_password.success", { type: "success" });
              onClose();
            } catch (error) {
              notify((error as Error).message, { type: "error" });
              // A wrong current password is shown under its field; the session stays.
              if (error instanceof ApiRequestError && error.errors) return error.errors;
            }
          }}
        >
          <Fields onClose={onClose} busy={mutation.isPending} />
        </Form>
      )}
    </Dialog>
  );
};
