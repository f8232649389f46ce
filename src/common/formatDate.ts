/*
 * Dates as the console writes and reads them everywhere: the Indian day/month/year,
 * "26/11/2026", with a 24-hour time where a time is shown ("26/11/2026, 14:05"), in the
 * browser's time zone. Written out rather than through Intl, whose order and words follow a
 * locale: these are digits only, the same in every browser and with nothing to translate.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** A date without a time ("2025-01-15"), which names a day wherever the reader is. */
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** dd/mm/yyyy: a day ("2025-01-15") as written, a moment (ISO or Date) in the local time zone. */
export function formatDate(value: string | Date): string {
  const day = typeof value === "string" ? DAY_ONLY.exec(value) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const d = new Date(value);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** dd/mm/yyyy, hh:mm (24-hour, local time); with `seconds`, hh:mm:ss. */
export function formatDateTime(value: string | Date, { seconds = false } = {}): string {
  const d = new Date(value);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return `${formatDate(d)}, ${seconds ? `${time}:${pad(d.getSeconds())}` : time}`;
}

/**
 * A day typed as dd/mm/yyyy (one or two digits for the day and month), as yyyy-mm-dd; null
 * when it is not written so or is no day of the calendar (31/02/2026).
 */
export function parseDate(text: string): string | null {
  const parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = parts.slice(1).map(Number);
  const d = new Date(Date.UTC(year, month - 1, day));
  const real =
    d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}
