import { useState } from "react";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import { SettingsPage } from "./SettingsPage";
import { SettingsSection } from "./SettingsSection";
import { NumberSetting } from "./NumberSetting";
import { HOURLY_TIMES, SCHEDULES, type Schedule } from "./schedule";

/** Data Optimization: Database Settings (spec section 9: cache TTL 60; Daily/Weekly/Monthly, hourly). */
export const DataOptimizationPage = () => {
  const translate = useTranslate();
  const [cacheEnabled, setCacheEnabled] = useState(true);
  const [cacheTtl, setCacheTtl] = useState(60);
  const [schedule, setSchedule] = useState<Schedule>("daily");
  const [time, setTime] = useState("02:00");
  return (
    <SettingsPage title="settings.data_optimization.title" sideMenu>
      <SettingsSection id="database-settings" title="settings.data_optimization.database_settings">
        <FormControlLabel
          sx={{ mb: 2 }}
          label={translate("settings.data_optimization.cache_enabled")}
          control={
            <Switch
              checked={cacheEnabled}
              onChange={(event) => setCacheEnabled(event.target.checked)}
            />
          }
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberSetting
              id="cache-ttl"
              label="settings.data_optimization.cache_ttl"
              value={cacheTtl}
              min={0}
              disabled={!cacheEnabled}
              onChange={setCacheTtl}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              id="optimization-schedule"
              label={translate("settings.data_optimization.schedule")}
              value={schedule}
              onChange={(event) => setSchedule(event.target.value as Schedule)}
              fullWidth
            >
              {SCHEDULES.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`settings.schedule.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              id="optimization-time"
              label={translate("settings.data_optimization.time")}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              fullWidth
            >
              {HOURLY_TIMES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </SettingsSection>
    </SettingsPage>
  );
};
