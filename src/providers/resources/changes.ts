import type { RaRecord } from "react-admin";

/** Whether two field values are the same: arrays and plain objects by content, the rest by identity. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return false;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The fields of `data` whose value differs from `previousData`'s (react-admin's update params). */
export function changedFields(data: Partial<RaRecord>, previousData?: Partial<RaRecord>): string[] {
  return Object.keys(data).filter((key) => !same(data[key], previousData?.[key]));
}

/**
 * Whether an update only changes some of the given state fields: react-admin sends a state change
 * and an edit through the same `update`, and a stock provider would drop a `meta` flag, so the
 * difference between `data` and `previousData` tells them apart.
 */
export function isStateChange(
  fields: readonly string[],
  data: Partial<RaRecord>,
  previousData?: Partial<RaRecord>,
): boolean {
  const changed = changedFields(data, previousData);
  return changed.length > 0 && changed.every((field) => fields.includes(field));
}
