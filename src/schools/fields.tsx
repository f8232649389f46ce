import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useInput, useTranslate } from "react-admin";

/*
 * The form's fields, bound to react-admin's <Form> through useInput. react-admin 5.15's
 * TextInput hands MUI 9 the removed `InputProps` prop (React then logs an error), so these
 * render MUI's TextField themselves. The input's name is the payload key; a rule's message
 * shows under the field once it was touched or the form submitted.
 */

interface ValidationMessage {
  message: string;
  args?: Record<string, unknown>;
}

function useField(source: string) {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source });
  // Form-level validation stores { message, args }; a server's field error is a string.
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

// A disabled field's label and hint stay readable (WCAG contrast): they explain why.
const readableWhenDisabled = {
  "& .MuiInputLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled": {
    color: "rgba(0, 0, 0, 0.7)",
  },
};

type Passed = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "onBlur" | "error" | "label" | "select" | "children"
>;

export interface FormTextProps extends Passed {
  source: string;
  /** A catalogue key. */
  label: string;
}

export const FormText = ({ source, label, helperText, ...rest }: FormTextProps) => {
  const { id, field, error, message, translate } = useField(source);
  return (
    <TextField
      id={id}
      size="small"
      fullWidth
      {...rest}
      sx={readableWhenDisabled}
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
  id: number | string;
  name: string;
}

export interface FormSelectProps extends Omit<FormTextProps, "onChange"> {
  choices: Choice[];
  /** Called after the field's own change, with the new value (to clear dependent fields). */
  onChanged?: (value: string) => void;
}

/** A native <select>: keyboard and screen-reader friendly, one name per field. */
export const FormSelect = ({
  source,
  label,
  choices,
  onChanged,
  helperText,
  required = true,
  ...rest
}: FormSelectProps) => {
  const { id, field, error, message, translate } = useField(source);
  return (
    <TextField
      id={id}
      size="small"
      fullWidth
      {...rest}
      required={required}
      sx={readableWhenDisabled}
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ""}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChanged?.(event.target.value);
      }}
      onBlur={field.onBlur}
      label={translate(label)}
      error={error}
      helperText={message ?? helperText ?? " "}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{translate("schools.form.choose")}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
};
