import { useState } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { SettingsPage } from "./SettingsPage";
import {
  DEPARTMENTS,
  MOCK_ROLES,
  PERMISSION_GROUPS,
  type Department,
  type MockRole,
  type Permission,
} from "./mockRoles";

/** User roles: the two mock roles, their permission toggles (local state only) and a filter. */
export const UserRolesPage = () => {
  const translate = useTranslate();
  const [roles, setRoles] = useState<MockRole[]>(MOCK_ROLES);
  const [department, setDepartment] = useState<Department | "">("");
  // The original's filter read a department its roles did not have; ours filters on mockRoles' own.
  const shown = department ? roles.filter((role) => role.department === department) : roles;
  const toggle = (id: string, permission: Permission) =>
    setRoles((current) =>
      current.map((role) =>
        role.id === id
          ? {
              ...role,
              permissions: { ...role.permissions, [permission]: !role.permissions[permission] },
            }
          : role,
      ),
    );
  return (
    <SettingsPage title="settings.user_roles.title">
      <TextField
        select
        id="role-department"
        label={translate("settings.user_roles.department")}
        value={department}
        onChange={(event) => setDepartment(event.target.value as Department | "")}
        sx={{ minWidth: 240, mb: 2 }}
      >
        <MenuItem value="">{translate("settings.user_roles.all_departments")}</MenuItem>
        {DEPARTMENTS.map((d) => (
          <MenuItem key={d} value={d}>
            {translate(`settings.user_roles.departments.${d}`)}
          </MenuItem>
        ))}
      </TextField>
      {shown.length === 0 && (
        <Typography color="text.secondary">{translate("settings.user_roles.none")}</Typography>
      )}
      {shown.map((role) => (
        <Card key={role.id} component="section" aria-labelledby={`role-${role.id}`} sx={{ mb: 2 }}>
          <CardContent>
            <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
              <Typography
                variant="h6"
                component="h2"
                id={`role-${role.id}`}
                sx={{ fontWeight: 600 }}
              >
                {translate(role.name)}
              </Typography>
              <Chip
                size="small"
                label={translate(`settings.user_roles.departments.${role.department}`)}
              />
            </Box>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate(role.description)}
            </Typography>
            <Grid container spacing={2}>
              {PERMISSION_GROUPS.map((group) => (
                <Grid key={group.label} size={{ xs: 12, md: 4 }}>
                  <Typography
                    variant="subtitle2"
                    component="h3"
                    id={`role-${role.id}-${group.label}`}
                  >
                    {translate(group.label)}
                  </Typography>
                  <FormGroup aria-labelledby={`role-${role.id}-${group.label}`}>
                    {group.permissions.map((permission) => (
                      <FormControlLabel
                        key={permission}
                        label={translate(`settings.user_roles.permissions.${permission}`)}
                        control={
                          <Switch
                            checked={role.permissions[permission]}
                            onChange={() => toggle(role.id, permission)}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      ))}
    </SettingsPage>
  );
};
