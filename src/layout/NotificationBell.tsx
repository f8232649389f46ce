import { useState } from "react";
import { Link } from "react-router-dom";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import type { Notifications } from "../../contract/notifications";
import type { RollcallDataProvider } from "../providers/dataProvider";
import {
  auditLogPath,
  NOTIFICATIONS_QUERY_KEY,
  PENDING_SCHOOLS_PATH,
  relativeTime,
} from "./notifications";

interface Item {
  key: string;
  text: string;
  time?: string;
  to: string;
  unread: boolean;
}

/** The dropdown's lines: what awaits verification, then what is new since the bell was last opened. */
function itemsOf(data: Notifications, translate: ReturnType<typeof useTranslate>): Item[] {
  const now = new Date();
  const items: Item[] = [];
  if (data.pending_verification > 0) {
    items.push({
      key: "pending",
      text: translate("app.notifications.pending", { smart_count: data.pending_verification }),
      to: PENDING_SCHOOLS_PATH,
      unread: false,
    });
  }
  const news = [
    ["schools_registered", "school.registered"],
    ["board_admins_created", "board_admin.created"],
  ] as const;
  for (const [kind, action] of news) {
    const { count, latest_at } = data[kind];
    if (count === 0) continue;
    items.push({
      key: kind,
      text: translate(`app.notifications.${kind}`, { smart_count: count }),
      time: latest_at ? relativeTime(latest_at, now, translate) : undefined,
      to: auditLogPath(action),
      unread: true,
    });
  }
  return items;
}

/**
 * The bell and its dropdown, from the server: schools awaiting verification and what is new
 * since this account last opened the bell (read state kept on the server, so it follows the
 * administrator between browsers and survives a reload). A red '!' marks unread news; opening
 * the dropdown marks it seen, while the dropdown keeps showing what was new when it opened.
 * The spec's original styled the bell as not clickable; this one opens. A click outside closes.
 * Its query is refreshed after verifications and bulk actions (refreshNotifications).
 */
export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // What the dropdown shows while open: the counts as they were when it was opened.
  const [shown, setShown] = useState<Notifications | null>(null);
  const translate = useTranslate();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: () => dataProvider.getNotifications(),
  });
  const markSeen = useMutation({
    mutationFn: () => dataProvider.markNotificationsSeen(),
    onSuccess: (fresh) => queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, fresh),
  });
  const unread = (data?.unread ?? 0) > 0;
  const open = (target: HTMLElement) => {
    setAnchor(target);
    setShown(data ?? null);
    if (unread) markSeen.mutate();
  };
  const current = shown ?? data;
  const items = current ? itemsOf(current, translate) : [];
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={translate(unread ? "app.notifications.unread" : "app.notifications.open")}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(event) => open(event.currentTarget)}
      >
        <Badge badgeContent={unread ? "!" : undefined} color="error" invisible={!unread}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
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
          {current && current.unread > 0 && (
            <Typography component="span" color="error" sx={{ ml: 1, fontWeight: 600 }}>
              {translate("app.notifications.unread_count", { smart_count: current.unread })}
            </Typography>
          )}
        </Typography>
        {items.length === 0 ? (
          <Typography
            sx={{ px: 2, py: 2 }}
            color="text.secondary"
            role={isError ? "alert" : undefined}
          >
            {translate(
              isError && !current ? "app.notifications.failed" : "app.notifications.empty",
            )}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: "15rem", overflowY: "auto" }}>
            {items.map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.to}
                  onClick={close}
                  sx={{ bgcolor: item.unread ? "action.hover" : undefined }}
                >
                  <ListItemText primary={item.text} secondary={item.time} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
