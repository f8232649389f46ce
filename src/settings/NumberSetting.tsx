import { useState } from "react";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";

/**
 * A whole-number setting. The text is kept as typed (so that it can be cleared and retyped);
 * the value reaches `onChange` only when it is a whole number of at least `min`.
 */
export const NumberSetting = ({
  id,
  label,
  value,
  min,
  disabled,
  onChange,
}: {
  id: string;
  /** A catalogue key. */
  label: string;
  value: number;
  min: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState(String(value));
  const number = Number(text);
  const valid = text.trim() !== "" && Number.isInteger(number) && number >= min;
  return (
    <TextField
      id={id}
      type="number"
      label={translate(label)}
      value={text}
      disabled={disabled}
      error={!valid}
      helperText={valid ? " " : translate("settings.whole_number_min", { min })}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value.trim() !== "" && Number.isInteger(next) && next >= min)
          onChange(next);
      }}
      slotProps={{ htmlInput: { min, step: 1 } }}
      fullWidth
    />
  );
};
