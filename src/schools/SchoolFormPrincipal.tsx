import Grid from "@mui/material/Grid";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { Text, schoolField } from "./SchoolFormSection";
import { PRINCIPAL_GATE_FIELDS, principalUnlocked } from "./schoolFormState";

/** The principal: locked until the spec's school fields are filled; the employee id is the server's. */
export const SchoolFormPrincipal = ({
  editing,
  employeeNumber,
  disabled,
}: {
  editing: boolean;
  employeeNumber?: string;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const gate = useWatch({ name: [...PRINCIPAL_GATE_FIELDS] }) as unknown[];
  const locked = disabled || !principalUnlocked(gate);
  const employee = editing
    ? employeeNumber || translate("app.loading")
    : translate("schools.form.auto_generated");
  return (
    <>
      {!disabled && locked && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="note">
          {translate("schools.form.principal_locked")}
        </Typography>
      )}
      <Grid container columnSpacing={2}>
        <Text source="first_name" size={4} disabled={locked} />
        <Text source="middle_name" size={4} required={false} disabled={locked} />
        <Text source="last_name" size={4} disabled={locked} />
        <Text source="email" disabled={locked} type="email" inputMode="email" />
        <Text source="phone_number" disabled={locked} type="tel" inputMode="tel" maxLength={10} />
        <Grid size={{ xs: 12, md: 6 }}>
          {/* Not a form input: the server gives the number, and the form never sends it. */}
          <TextField
            id="school-employee-number"
            name="employee_number"
            label={translate(schoolField("employee_number"))}
            value={employee}
            helperText={translate("schools.form.employee_hint")}
            fullWidth
            size="small"
            variant="filled"
            margin="dense"
            slotProps={{
              input: { readOnly: true },
              formHelperText: { id: "school-employee-number-hint" },
            }}
          />
        </Grid>
      </Grid>
    </>
  );
};
