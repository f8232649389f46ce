import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import LockResetIcon from "@mui/icons-material/LockReset";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { ChangePasswordDialog } from "./ChangePasswordDialog";
import { TwoFactorSection } from "./TwoFactorSection";
import { SessionsSection } from "./SessionsSection";
import { PageHeader } from "../common/PageHeader";

const FIELDS = [
  { key: "first_name", label: "app.profile.first_name", required: true },
  { key: "middle_name", label: "app.profile.middle_name", required: false },
  { key: "last_name", label: "app.profile.last_name", required: true },
  { key: "email", label: "app.profile.email", required: true },
  { key: "phone_number", label: "app.profile.phone", required: true },
] as const;

/** Profile Management: the own profile, read-only as in the spec, and the change password modal. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const [changing, setChanging] = useState(false);
  const { data } = useQuery({ queryKey: ["profile"], queryFn: () => dataProvider.getProfile() });
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader title={translate("app.profile.title")}>
        <Button variant="contained" startIcon={<LockResetIcon />} onClick={() => setChanging(true)}>
          {translate("app.profile.change_password")}
        </Button>
      </PageHeader>
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            {FIELDS.map((field) => (
              <Grid key={field.key} size={{ xs: 12, sm: 6 }}>
                {/* Read-only, and looking it: no box or underline to type into. */}
                <TextField
                  id={`profile-${field.key}`}
                  name={field.key}
                  label={translate(field.label)}
                  value={data?.[field.key] ?? ""}
                  required={field.required}
                  fullWidth
                  variant="standard"
                  slotProps={{
                    input: { readOnly: true, disableUnderline: true },
                    inputLabel: { shrink: true },
                  }}
                  sx={{ "& .MuiInputBase-input": { fontWeight: 500, cursor: "default" } }}
                />
              </Grid>
            ))}
          </Grid>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate("app.profile.read_only_hint")}
          </Typography>
        </CardContent>
      </Card>
      <TwoFactorSection />
      <SessionsSection />
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </Box>
  );
};
