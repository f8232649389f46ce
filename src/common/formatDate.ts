/**
 * The product's date and time: the Indian day/month/year with the time, compact enough for a
 * phone's table cell ("26/11/2026, 2:05 pm").
 */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
