/**
 * A whole number as a person in India reads it, with lakh and crore grouping ("12,34,567"):
 * what `toLocaleString("en-IN")` writes. Written out rather than through Intl because the first
 * en-IN formatter a page creates loads the locale's data, tens of milliseconds on a phone, in the
 * middle of the first screen (the summary cards and the list's counts). Anything but a safe
 * whole number still goes through Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-IN");
  const digits = String(Math.abs(value));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
  return value < 0 ? `-${grouped}` : grouped;
}
