import type { ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { TextInput, useTranslate } from "react-admin";

/** A titled card of the school form. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card component="section" sx={{ mb: 2 }}>
      <CardContent sx={{ pb: "8px !important" }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

export const schoolField = (name: string) => `resources.schools.fields.${name}`;

/** A text input of the school form in its grid cell: its name is the payload key. */
export const Text = ({
  source,
  required = true,
  disabled,
  type,
  maxLength,
  step,
  inputMode,
  multiline,
  size = 6,
}: {
  source: string;
  required?: boolean;
  disabled?: boolean;
  type?: string;
  maxLength?: number;
  step?: number;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "url";
  multiline?: boolean;
  size?: number;
}) => (
  <Grid size={{ xs: 12, md: size }}>
    <TextInput
      source={source}
      label={schoolField(source)}
      isRequired={required}
      disabled={disabled}
      type={type}
      multiline={multiline}
      fullWidth
      slotProps={{ htmlInput: { maxLength, step, inputMode } }}
    />
  </Grid>
);
