import { useRef } from "react";

/**
 * Wraps a call that answers a promise (a mutation's mutateAsync) so that a call made while the
 * last one is on its way is dropped: a double click sends one request. A ref rather than the
 * mutation's isPending: react-query reports that a task later, after the second click of a
 * double click has arrived. A failure is the mutation's to report (its onError).
 */
export function useOneAtATime<T>(send: (value: T) => Promise<unknown>): (value: T) => void {
  const running = useRef(false);
  return (value: T) => {
    if (running.current) return;
    running.current = true;
    send(value)
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  };
}
