/** Schedules of the mock screens (spec section 9: Daily, Weekly or Monthly with hourly times). */
export const SCHEDULES = ["daily", "weekly", "monthly"] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** 00:00 to 23:00. */
export const HOURLY_TIMES = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, "0")}:00`,
);
