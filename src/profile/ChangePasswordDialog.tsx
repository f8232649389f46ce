import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useMutation } from "@tanstack/react-query";
import { Form, PasswordInput, useDataProvider, useNotify, useTranslate } from "react-admin";
import { useFormState } from "react-hook-form";
import {
  changePasswordFormSchema,
  toChangePasswordPayload,
  type ChangePasswordForm,
} from "../../contract/auth";
import { SubmitButton } from "../common/SubmitButton";
import { validateWith } from "../common/validateWith";
import { useSubmitShowingFieldErrors } from "../common/formHooks";
import type { RollcallDataProvider } from "../providers/dataProvider";

const validate = validateWith(changePasswordFormSchema);

const Fields = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  // Submitting covers validation and the request: one click sends one request.
  const { isSubmitting } = useFormState();
  return (
    <>
      <DialogContent>
        <PasswordInput
          source="current_password"
          label="app.change_password.current_password"
          autoComplete="current-password"
          isRequired
          fullWidth
          autoFocus
        />
        <PasswordInput
          source="new_pass"
          label="app.change_password.new_pass"
          autoComplete="new-password"
          isRequired
          fullWidth
        />
        <PasswordInput
          source="confirm_pass"
          label="app.change_password.confirm_pass"
          autoComplete="new-password"
          isRequired
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {translate("app.change_password.cancel")}
        </Button>
        <SubmitButton label="app.change_password.submit" />
      </DialogActions>
    </>
  );
};

/**
 * The change password modal: new_pass and confirm_pass as the spec has them, plus the current
 * password (required by OWASP ASVS 6.2.3; the spec's original omits it). The call is not a
 * resource's, so the form submits it itself; a field error from the server (a wrong current
 * password) is returned to the form, which shows it under its field.
 */
export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const mutation = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      dataProvider.changePassword(toChangePasswordPayload(values)),
  });
  const submit = useSubmitShowingFieldErrors(async (values: ChangePasswordForm) => {
    await mutation.mutateAsync(values);
    notify("app.change_password.success", { type: "success" });
    onClose();
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
        // The rules' messages show under the fields: no "form is not valid" toast over them.
        <Form validate={validate} noValidate onSubmit={submit} disableInvalidFormNotification>
          <Fields onClose={onClose} />
        </Form>
      )}
    </Dialog>
  );
};
