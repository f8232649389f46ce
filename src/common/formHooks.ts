import { useCallback } from "react";
import { useNotify } from "react-admin";
import { fieldErrors } from "../providers/httpClient";
import { sessionExpiry, useSessionExpired } from "../providers/sessionExpiry";

/**
 * A failed save's toast: the server's message (spec section 8), also when it came with field
 * errors (react-admin would show only its generic "form is not valid" then). The field errors
 * themselves reach the form through react-admin's save.
 *
 * None when the save met the session's end (a 401): the sign-in page says the session expired,
 * and that is all there is to say. react-admin answers such a call with an empty record once it
 * has logged out (useDataProvider), so a create then fails again for want of an id ("Invalid
 * dataProvider response for create: missing id"), which must not reach the user.
 */
export function useNotifySaveFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (sessionExpiry.get()) return;
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
 * The submit of a form whose call is not a resource's (react-admin's save does this for those):
 * runs `send`; when it fails, shows the server's message and answers a 400's `errors`, which
 * react-admin's Form shows under their fields.
 */
export function useSubmitShowingFieldErrors<Values extends object>(
  send: (values: Values) => Promise<unknown>,
) {
  const notifyFailure = useNotifySaveFailure();
  return async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    try {
      // The form's validate (the payload's schema) has passed: the values have its shape.
      await send(values as Values);
    } catch (error) {
      notifyFailure(error);
      return fieldErrors(error);
    }
  };
}

/**
 * Whether a form warns before it is left with unsaved changes: always, except when the session
 * ended, whose redirect to sign-in must go through (the draft keeps what was typed).
 */
export function useWarnWhenUnsaved(): boolean {
  return !useSessionExpired();
}
