import type { ChangeEvent, ReactNode } from "react";
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

export interface FormTextProps extends Passed {
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
  // react-admin's form-level validation stores { message, args }; a server's field error a string.
  const raw = fieldState.error?.message as string | ValidationMessage | undefined;
  const text = typeof raw === "object" && raw ? raw.message : raw;
  const shown = !!text && (fieldState.isTouched || formState.isSubmitted);
  const args = typeof raw === "object" && raw ? raw.args : undefined;
  return {
    id,
    field,
    error: shown,
    message: shown && text ? translate(text, { _: text, ...args }) : undefined,
    translate,
  };
}

/**
 * What every field hands MUI's TextField: `defaults` a caller's props may override, `bound` the
 * form binding, label, message and contrast, which they may not.
 */
function useBoundField(source: string, label: string, helperText: ReactNode) {
  const { id, field, error, message, translate } = useField(source);
  return {
    field,
    translate,
    defaults: { id, size: "small", fullWidth: true } as const,
    bound: {
      sx: READABLE,
      name: field.name,
      inputRef: field.ref,
      onBlur: field.onBlur,
      label: translate(label),
      error,
      // A blank line keeps the layout still when a message appears.
      helperText: message ?? helperText ?? " ",
    },
  };
}

export const FormText = ({ source, label, helperText, ...rest }: FormTextProps) => {
  const { field, defaults, bound } = useBoundField(source, label, helperText);
  return (
    <TextField
      {...defaults}
      {...rest}
      {...bound}
      value={field.value ?? ""}
      onChange={field.onChange}
    />
  );
};

export interface Choice {
  id: string | number;
  /** Shown as given, or translated when `translateChoices`. */
  name: string;
}

export interface FormSelectProps extends FormTextProps {
  choices: Choice[];
  translateChoices?: boolean;
  /** Called after the value changed (e.g. to clear a dependent field). */
  onValueChange?: (value: unknown) => void;
}

/** A select whose choices open in a menu (a combobox and its options). */
export const FormSelect = ({
  source,
  label,
  helperText,
  choices,
  translateChoices = false,
  onValueChange,
  ...rest
}: FormSelectProps) => {
  const { field, translate, defaults, bound } = useBoundField(source, label, helperText);
  // MUI warns about a value that is not among the choices (e.g. while they load).
  const known = choices.some((choice) => String(choice.id) === String(field.value));
  return (
    <TextField
      {...defaults}
      {...rest}
      {...bound}
      select
      value={known ? field.value : ""}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translateChoices ? translate(choice.name) : choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

export interface FormNativeSelectProps extends FormSelectProps {
  /** The catalogue key of the empty first option. */
  emptyChoice: string;
}

/** A native <select>: keyboard and screen-reader friendly, one name per field. Required unless told. */
export const FormNativeSelect = ({
  source,
  label,
  helperText,
  choices,
  translateChoices = false,
  onValueChange,
  emptyChoice,
  required = true,
  ...rest
}: FormNativeSelectProps) => {
  const { field, translate, defaults, bound } = useBoundField(source, label, helperText);
  return (
    <TextField
      {...defaults}
      {...rest}
      required={required}
      {...bound}
      select
      value={field.value ?? ""}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{translate(emptyChoice)}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {translateChoices ? translate(choice.name) : choice.name}
        </option>
      ))}
    </TextField>
  );
};
