import type { ChangeEvent } from "react";
import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useInput, useTranslate } from "react-admin";

/*
 * Form fields bound to react-admin's <Form> through useInput. react-admin 5.15's TextInput and
 * SelectInput still hand MUI the `InputProps` prop that MUI 9 removed (it ends up on the DOM
 * and React logs an error), so these render MUI's TextField themselves. The input's name is
 * the payload key; a rule's message shows under the field once it was touched or submitted.
 */

type Passed = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "onBlur" | "error" | "label" | "select" | "children" | "sx"
>;

interface FieldProps extends Passed {
  source: string;
  /** A catalogue key. */
  label: string;
}

/**
 * WCAG contrast on the filled inputs' grey: the theme's error red reaches 4.36:1 there, so
 * labels in error use the darker red; a disabled field's label and hint stay readable because
 * they explain why it is disabled.
 */
const READABLE = {
  "& .MuiInputLabel-root.Mui-error": { color: "error.dark" },
  "& .MuiInputLabel-root.Mui-disabled, & .MuiInputLabel-root.Mui-disabled .MuiFormLabel-asterisk, & .MuiFormHelperText-root.Mui-disabled":
    { color: "rgba(0, 0, 0, 0.7)" },
} as const;

interface ValidationMessage {
  message: string;
  args?: Record<string, unknown>;
}

function useField(source: string) {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source });
  // react-admin's form-level validation stores { message, args }; server errors a string.
  const raw = fieldState.error?.message as string | ValidationMessage | undefined;
  const text = typeof raw === "object" && raw ? raw.message : raw;
  const shown = !!text && (fieldState.isTouched || formState.isSubmitted);
  return {
    id,
    field,
    error: shown,
    message: shown
      ? translate(text, { _: text, ...(typeof raw === "object" ? raw.args : undefined) })
      : undefined,
    translate,
  };
}

export const FormTextField = ({ source, label, helperText, ...rest }: FieldProps) => {
  const { id, field, error, message, translate } = useField(source);
  return (
    <TextField
      id={id}
      size="small"
      margin="dense"
      fullWidth
      {...rest}
      sx={READABLE}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={translate(label)}
      error={error}
      // A blank line keeps the layout still when a message appears.
      helperText={message ?? helperText ?? " "}
    />
  );
};

export interface Choice {
  id: string | number;
  /** Shown as given, or translated when `translateChoices`. */
  name: string;
}

interface SelectProps extends FieldProps {
  choices: Choice[];
  translateChoices?: boolean;
  /** Called after the value changed (e.g. to clear a dependent field). */
  onValueChange?: (value: unknown) => void;
}

export const FormSelectField = ({
  source,
  label,
  helperText,
  choices,
  translateChoices = false,
  onValueChange,
  ...rest
}: SelectProps) => {
  const { id, field, error, message, translate } = useField(source);
  // MUI warns about a value that is not among the choices (e.g. while they load).
  const known = choices.some((choice) => String(choice.id) === String(field.value));
  return (
    <TextField
      id={id}
      size="small"
      margin="dense"
      fullWidth
      {...rest}
      sx={READABLE}
      select
      name={field.name}
      inputRef={field.ref}
      value={known ? field.value : ""}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      label={translate(label)}
      error={error}
      helperText={message ?? helperText ?? " "}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translateChoices ? translate(choice.name) : choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
