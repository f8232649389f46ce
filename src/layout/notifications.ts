/** A message of the shell's notification dropdown (spec section 3: hard-coded samples). */
export interface ShellNotification {
  /** A catalogue key. */
  message: string;
  /** Relative time, as the spec shows it. */
  time: string;
  read: boolean;
}

export const sampleNotifications: ShellNotification[] = [
  { message: "app.notifications.samples.school_registration", time: "2 min ago", read: false },
  { message: "app.notifications.samples.payment_received", time: "1 hour ago", read: false },
  { message: "app.notifications.samples.system_update", time: "3 hours ago", read: true },
];
