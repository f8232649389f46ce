/**
 * Calls `callback` once the browser is idle (at the latest after `timeoutMs`); where there is
 * no requestIdleCallback (Safari), after a second. Returns the cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 10_000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1000);
  return () => clearTimeout(handle);
}
