import type { QueryClient } from "@tanstack/react-query";

/** The bell's query in react-query's cache: refetched after anything that changes its counts. */
export const NOTIFICATIONS_QUERY_KEY = ["notifications"] as const;

/** Asks the bell to read its counts again (after a verification or a bulk action). */
export const refreshNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });

/** The school list filtered to the schools awaiting verification (its status filter, in the URL). */
export const PENDING_SCHOOLS_PATH = `/school?filter=${encodeURIComponent(
  JSON.stringify({ admin_approval: "false" }),
)}`;

/** The Audit Log filtered to one action. */
export const auditLogPath = (action: string) =>
  `/audit-log?filter=${encodeURIComponent(JSON.stringify({ action }))}`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'just now', '2 min ago', '3 hours ago', '5 days ago': the spec's relative times. */
export function relativeTime(iso: string, now: Date, translate: Translate): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return translate("app.notifications.time.now");
  if (minutes < 60) return translate("app.notifications.time.minutes", { smart_count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return translate("app.notifications.time.hours", { smart_count: hours });
  return translate("app.notifications.time.days", { smart_count: Math.floor(hours / 24) });
}
