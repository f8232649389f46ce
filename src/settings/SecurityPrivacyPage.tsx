import { useState } from "react";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Grid from "@mui/material/Grid";
import Switch from "@mui/material/Switch";
import { useTranslate } from "react-admin";
import { SettingsPage } from "./SettingsPage";
import { SettingsSection } from "./SettingsSection";
import { NumberSetting } from "./NumberSetting";

/** The spec's mock settings (section 3 and 9); local only. */
const MOCK_SECURITY = {
  passwordPolicy: {
    minLength: 12,
    expiryDays: 90,
    requireSpecialChars: true,
    requireNumbers: true,
    requireUppercase: true,
  },
  session: { timeoutMinutes: 30, maxConcurrent: 1 },
};

type Policy = typeof MOCK_SECURITY.passwordPolicy;
type Session = typeof MOCK_SECURITY.session;

const REQUIREMENTS: {
  key: "requireSpecialChars" | "requireNumbers" | "requireUppercase";
  label: string;
}[] = [
  { key: "requireSpecialChars", label: "settings.security_privacy.require_special" },
  { key: "requireNumbers", label: "settings.security_privacy.require_numbers" },
  { key: "requireUppercase", label: "settings.security_privacy.require_uppercase" },
];

/** Security & Privacy: password policy and sessions, editable on the page only. */
export const SecurityPrivacyPage = () => {
  const translate = useTranslate();
  const [policy, setPolicy] = useState<Policy>(MOCK_SECURITY.passwordPolicy);
  const [session, setSession] = useState<Session>(MOCK_SECURITY.session);
  const numberField = (
    id: string,
    label: string,
    value: number,
    min: number,
    onChange: (value: number) => void,
  ) => <NumberSetting id={id} label={label} value={value} min={min} onChange={onChange} />;
  return (
    <SettingsPage title="settings.security_privacy.title">
      <SettingsSection id="password-policy" title="settings.security_privacy.password_policy">
        <Grid container spacing={2} sx={{ mb: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            {numberField(
              "min-length",
              "settings.security_privacy.min_length",
              policy.minLength,
              6,
              (minLength) => setPolicy((p) => ({ ...p, minLength })),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {numberField(
              "expiry-days",
              "settings.security_privacy.expiry_days",
              policy.expiryDays,
              1,
              (expiryDays) => setPolicy((p) => ({ ...p, expiryDays })),
            )}
          </Grid>
        </Grid>
        <FormGroup>
          {REQUIREMENTS.map((requirement) => (
            <FormControlLabel
              key={requirement.key}
              label={translate(requirement.label)}
              control={
                <Switch
                  checked={policy[requirement.key]}
                  onChange={(event) =>
                    setPolicy((p) => ({ ...p, [requirement.key]: event.target.checked }))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </SettingsSection>
      <SettingsSection id="sessions" title="settings.security_privacy.sessions">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            {numberField(
              "session-timeout",
              "settings.security_privacy.session_timeout",
              session.timeoutMinutes,
              1,
              (timeoutMinutes) => setSession((s) => ({ ...s, timeoutMinutes })),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {numberField(
              "max-concurrent",
              "settings.security_privacy.max_concurrent",
              session.maxConcurrent,
              1,
              (maxConcurrent) => setSession((s) => ({ ...s, maxConcurrent })),
            )}
          </Grid>
        </Grid>
      </SettingsSection>
    </SettingsPage>
  );
};
