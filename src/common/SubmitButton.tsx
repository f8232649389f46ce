import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslate } from "react-admin";
import { useFormState } from "react-hook-form";

/**
 * A form's submit button, disabled from the first click until the request settles (validation
 * and save alike), so that a double click sends one request; the second click of a double click
 * submits nothing even when a quick answer has enabled the button again. Not react-admin's SaveButton: it
 * is also disabled while the form is untouched, which would hide the rules' messages from a
 * user who submits an empty form (the spec shows them).
 */
export const SubmitButton = ({
  label,
  disabled,
  onClick,
  ...rest
}: Omit<ButtonProps, "type" | "children"> & { label: string }) => {
  const translate = useTranslate();
  const { isSubmitting, isValidating } = useFormState();
  const busy = isSubmitting || isValidating;
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      onClick={(event) => {
        if (event.detail > 1) event.preventDefault();
        onClick?.(event);
      }}
      {...rest}
    >
      {translate(label)}
    </Button>
  );
};
