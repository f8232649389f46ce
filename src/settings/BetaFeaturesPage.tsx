import { useState } from "react";
import Card from "@mui/material/Card";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { SettingsPage } from "./SettingsPage";

const FEATURES = ["attendance_insights", "bulk_messages", "report_designer"] as const;
type Feature = (typeof FEATURES)[number];

/** Beta Features: opt-in switches, local only. */
export const BetaFeaturesPage = () => {
  const translate = useTranslate();
  const [enabled, setEnabled] = useState<Record<Feature, boolean>>({
    attendance_insights: false,
    bulk_messages: false,
    report_designer: false,
  });
  return (
    <SettingsPage title="settings.beta_features.title" sideMenu>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate("settings.beta_features.intro")}
      </Typography>
      <Card>
        <List>
          {FEATURES.map((feature) => (
            <ListItem
              key={feature}
              divider
              secondaryAction={
                <Switch
                  edge="end"
                  checked={enabled[feature]}
                  onChange={(event) =>
                    setEnabled((current) => ({ ...current, [feature]: event.target.checked }))
                  }
                  slotProps={{ input: { "aria-labelledby": `beta-${feature}` } }}
                />
              }
            >
              <ListItemText
                id={`beta-${feature}`}
                primary={translate(`settings.beta_features.features.${feature}.name`)}
                secondary={translate(`settings.beta_features.features.${feature}.description`)}
              />
            </ListItem>
          ))}
        </List>
      </Card>
    </SettingsPage>
  );
};
