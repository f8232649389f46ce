import { useCallback, useEffect, useRef, useState } from "react";
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
/** At most this many toasts are kept, on screen and waiting (spec, section 9). */
export const MAX_TOASTS = 20;
/** At most this many are on screen at once; the others wait their turn. */
export const MAX_VISIBLE_TOASTS = 3;

interface Toast {
  key: number;
  message: string;
  type: NotificationType;
}

interface Toasts {
  shown: Toast[];
  waiting: Toast[];
}

const same = (a: Toast, b: Toast) => a.message === b.message && a.type === b.type;

/** Adds a toast: shown when there is room, else queued; a repeat of one kept is dropped. */
export function addToast({ shown, waiting }: Toasts, toast: Toast): Toasts {
  if ([...shown, ...waiting].some((t) => same(t, toast))) return { shown, waiting };
  if (shown.length < MAX_VISIBLE_TOASTS) return { shown: [...shown, toast], waiting };
  // The queue keeps the newest when full.
  return { shown, waiting: [...waiting, toast].slice(-(MAX_TOASTS - shown.length)) };
}

/** Closes a toast; the first one waiting takes its place. */
export function removeToast({ shown, waiting }: Toasts, key: number): Toasts {
  const rest = shown.filter((t) => t.key !== key);
  if (rest.length === shown.length) return { shown, waiting };
  const [next, ...others] = waiting;
  return next ? { shown: [...rest, next], waiting: others } : { shown: rest, waiting };
}

/** One toast, whose own timer starts when it is shown. */
const ToastItem = ({ toast, onClose }: { toast: Toast; onClose: (key: number) => void }) => {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.key), TOAST_DURATION[toast.type]);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <Alert
      severity={toast.type}
      variant="filled"
      role={toast.type === "error" ? "alert" : "status"}
      onClose={() => onClose(toast.key)}
    >
      {toast.message}
    </Alert>
  );
};

/** Toasts at the top centre: three at a time, each closing after its type's duration. */
export const Toaster = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [toasts, setToasts] = useState<Toasts>({ shown: [], waiting: [] });
  const nextKey = useRef(0);

  useEffect(() => {
    // takeNotification reads the queue of this render, so one is taken per render.
    if (notifications.length === 0) return;
    const n = takeNotification();
    if (!n || typeof n.message !== "string") return;
    const message = translate(n.message, { _: n.message, ...n.notificationOptions?.messageArgs });
    const toast = { key: nextKey.current++, message, type: n.type ?? "info" };
    setToasts((current) => addToast(current, toast));
  }, [notifications, takeNotification, translate]);

  const close = useCallback((key: number) => setToasts((current) => removeToast(current, key)), []);

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
      {toasts.shown.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onClose={close} />
      ))}
    </Stack>
  );
};
