import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import DoneIcon from "@mui/icons-material/Done";
import { useTranslate } from "react-admin";
import { SettingsPage } from "./SettingsPage";

/** A mock notification (spec: a read flag; Mark as Read sets it locally). Texts are catalogue keys. */
interface MockNotification {
  id: number;
  title: string;
  message: string;
  time: string;
  read: boolean;
}

const sample = (id: number, key: string, time: string, read: boolean): MockNotification => ({
  id,
  title: `settings.notifications.samples.${key}.title`,
  message: `settings.notifications.samples.${key}.message`,
  time: `settings.notifications.times.${time}`,
  read,
});

const MOCK_NOTIFICATIONS: MockNotification[] = [
  sample(1, "school_registration", "two_min", false),
  sample(2, "payment", "one_hour", false),
  sample(3, "system_update", "three_hours", true),
  sample(4, "board_admin", "yesterday", true),
];

/** Notifications: the mock list; Mark as Read changes only this page's state. */
export const NotificationsPage = () => {
  const translate = useTranslate();
  const [items, setItems] = useState(MOCK_NOTIFICATIONS);
  const unread = items.filter((item) => !item.read).length;
  const markAsRead = (id: number) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, read: true } : item)));
  return (
    <SettingsPage title="settings.notifications.title">
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        {translate("settings.notifications.unread_count", { smart_count: unread })}
      </Typography>
      <Card>
        <List aria-label={translate("settings.notifications.title")}>
          {items.map((item) => {
            const titleId = `notification-${item.id}`;
            return (
              <ListItem
                key={item.id}
                aria-labelledby={titleId}
                divider
                sx={{ bgcolor: item.read ? undefined : "action.hover", gap: 2, flexWrap: "wrap" }}
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                      <Box component="span" id={titleId} sx={{ fontWeight: item.read ? 400 : 600 }}>
                        {translate(item.title)}
                      </Box>
                      <Chip
                        size="small"
                        color={item.read ? "default" : "primary"}
                        label={translate(
                          item.read
                            ? "settings.notifications.read"
                            : "settings.notifications.unread",
                        )}
                      />
                    </Box>
                  }
                  secondary={`${translate(item.message)} · ${translate(item.time)}`}
                />
                {!item.read && (
                  <Button
                    size="small"
                    startIcon={<DoneIcon />}
                    onClick={() => markAsRead(item.id)}
                    aria-describedby={titleId}
                  >
                    {translate("settings.notifications.mark_as_read")}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      </Card>
    </SettingsPage>
  );
};
