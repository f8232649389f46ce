/** Paths on which an entry is active only on an exact match (spec: Route table). */
const EXACT_ONLY = ["/attendance/staff", "/attendance/students"];

/**
 * The spec's highlighting rule: on the two attendance paths an entry is active only on an exact
 * match; elsewhere when the current path contains the entry's path. "Contains" is taken by whole
 * path segments, so that Dashboard is not lit on /profile-dashboard.
 */
export function isMenuEntryActive(entryPath: string, currentPath: string): boolean {
  if (EXACT_ONLY.includes(currentPath)) return currentPath === entryPath;
  const entry = entryPath.split("/").filter(Boolean);
  const current = currentPath.split("/").filter(Boolean);
  if (entry.length === 0) return current.length === 0;
  for (let start = 0; start + entry.length <= current.length; start++) {
    if (entry.every((segment, i) => current[start + i] === segment)) return true;
  }
  return false;
}
