import { useEffect } from "react";
import { useNotificationContext, useTranslate } from "react-admin";
import { toastStore } from "./toasts";
import { ToastStack } from "./ToastStack";

export { MAX_TOASTS, MAX_VISIBLE_TOASTS, TOAST_DURATION, addToast, removeToast } from "./toasts";

/**
 * react-admin's notifications as the console's toasts: each one taken from react-admin's queue,
 * translated, and handed to the toast store (toasts.ts), which keeps the spec's queue.
 */
export const Toaster = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();

  useEffect(() => {
    // takeNotification reads the queue of this render, so one is taken per render.
    if (notifications.length === 0) return;
    const n = takeNotification();
    if (!n || typeof n.message !== "string") return;
    const message = translate(n.message, { _: n.message, ...n.notificationOptions?.messageArgs });
    toastStore.push(message, n.type ?? "info");
  }, [notifications, takeNotification, translate]);

  return <ToastStack />;
};
