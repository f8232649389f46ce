import { useState } from "react";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useTranslate } from "react-admin";
import { sampleNotifications, type ShellNotification } from "./notifications";

/**
 * The bell and its dropdown. The spec's original styled the bell as not clickable; this one
 * opens the list. A red '!' marks unread items; a click outside closes the list.
 */
export const NotificationBell = ({
  items = sampleNotifications,
}: {
  items?: ShellNotification[];
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useTranslate();
  const unread = items.some((item) => !item.read);
  return (
    <>
      <IconButton
        aria-label={translate(unread ? "app.notifications.unread" : "app.notifications.open")}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent="!" color="error" invisible={!unread}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            sx: { width: 320 },
            role: "dialog",
            "aria-label": translate("app.notifications.title"),
          } as object,
        }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          {translate("app.notifications.title")}
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            {translate("app.notifications.empty")}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: "15rem", overflowY: "auto" }}>
            {items.map((item) => (
              <ListItem key={item.message} sx={{ bgcolor: item.read ? undefined : "action.hover" }}>
                <ListItemText primary={translate(item.message)} secondary={item.time} />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
