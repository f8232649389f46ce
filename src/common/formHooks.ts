import { useCallback } from "react";
import { useNotify } from "react-admin";
import { useSessionExpired } from "../providers/sessionExpiry";

/**
 * A failed save's toast: the server's message (spec section 8), also when it came with field
 * errors (react-admin would show only its generic "form is not valid" then). The field errors
 * themselves reach the form through react-admin's save.
 */
export function useNotifySaveFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message =
        typeof error === "string"
          ? error
          : (error as Error | null)?.message || "ra.notification.http_error";
      notify(message, { type: "error", messageArgs: { _: message } });
    },
    [notify],
  );
}

/**
 * Whether a form warns before it is left with unsaved changes: always, except when the session
 * ended, whose redirect to sign-in must go through (the draft keeps what was typed).
 */
export function useWarnWhenUnsaved(): boolean {
  return !useSessionExpired();
}
