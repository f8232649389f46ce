import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import AutorenewIcon from "@mui/icons-material/Autorenew";
import { useTranslate } from "react-admin";
import { SettingsPage } from "./SettingsPage";
import { SettingsSection } from "./SettingsSection";
import { NumberSetting } from "./NumberSetting";

/** A made-up key: the mock never talks to a server, so no real key exists. */
function mockKey(): string {
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  return `rc_mock_${Array.from({ length: 24 }, () => chars[Math.floor(Math.random() * chars.length)]).join("")}`;
}

/** Advanced Settings: API Integration, a local mock. */
export const AdvancedSettingsPage = () => {
  const translate = useTranslate();
  const [enabled, setEnabled] = useState(false);
  const [apiKey, setApiKey] = useState("rc_mock_4f9a1c2e7b3d8a6f0e5c9b2d");
  const [webhook, setWebhook] = useState("https://example.org/rollcall/webhook");
  const [rateLimit, setRateLimit] = useState(100);
  return (
    <SettingsPage title="settings.advanced_settings.title" sideMenu>
      <SettingsSection id="api-integration" title="settings.advanced_settings.api_integration">
        <FormControlLabel
          sx={{ mb: 2 }}
          label={translate("settings.advanced_settings.api_enabled")}
          control={
            <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          }
        />
        <Grid container spacing={2}>
          <Grid size={12}>
            <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <TextField
                id="api-key"
                label={translate("settings.advanced_settings.api_key")}
                value={apiKey}
                disabled={!enabled}
                slotProps={{ input: { readOnly: true } }}
                fullWidth
              />
              <Button
                startIcon={<AutorenewIcon />}
                disabled={!enabled}
                onClick={() => setApiKey(mockKey())}
                sx={{ flexShrink: 0 }}
              >
                {translate("settings.advanced_settings.regenerate_key")}
              </Button>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField
              id="webhook-url"
              type="url"
              label={translate("settings.advanced_settings.webhook_url")}
              value={webhook}
              disabled={!enabled}
              onChange={(event) => setWebhook(event.target.value)}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberSetting
              id="rate-limit"
              label="settings.advanced_settings.rate_limit"
              value={rateLimit}
              min={1}
              disabled={!enabled}
              onChange={setRateLimit}
            />
          </Grid>
        </Grid>
      </SettingsSection>
    </SettingsPage>
  );
};
