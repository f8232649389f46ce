/**
 * Calls `callback` once the browser is idle (at the latest after 10 s); where there is no
 * requestIdleCallback (Safari), after a second. Returns the cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(callback, { timeout: 10_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1000);
  return () => clearTimeout(handle);
}
