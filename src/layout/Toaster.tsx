import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useNotificationContext, useTranslate, type NotificationType } from "react-admin";

/** The spec's toast durations (section 9): errors and plain 4 s, success 2 s. */
export const TOAST_DURATION: Record<NotificationType, number> = {
  error: 4000,
  info: 4000,
  warning: 4000,
  success: 2000,
};
/** At most this many toasts are kept on screen. */
export const MAX_TOASTS = 20;

interface Toast {
  key: number;
  message: string;
  type: NotificationType;
}

/** Toasts at the top centre, stacked, each closing after its type's duration. */
export const Toaster = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    // takeNotification reads the queue of this render, so one is taken per render.
    if (notifications.length === 0) return;
    const n = takeNotification();
    if (!n || typeof n.message !== "string") return;
    const message = translate(n.message, { _: n.message, ...n.notificationOptions?.messageArgs });
    const toast = { key: nextKey.current++, message, type: n.type ?? "info" };
    setToasts((list) => [...list, toast].slice(-MAX_TOASTS));
  }, [notifications, takeNotification, translate]);

  useEffect(() => {
    const timers = toasts.map((toast) =>
      setTimeout(
        () => setToasts((list) => list.filter((t) => t.key !== toast.key)),
        TOAST_DURATION[toast.type],
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [toasts]);

  return (
    <Stack
      spacing={1}
      sx={{
        position: "fixed",
        top: 16,
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: 2000,
        width: "min(480px, 92vw)",
      }}
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.key}
          severity={toast.type}
          variant="filled"
          role={toast.type === "error" ? "alert" : "status"}
          onClose={() => setToasts((list) => list.filter((t) => t.key !== toast.key))}
        >
          {toast.message}
        </Alert>
      ))}
    </Stack>
  );
};
