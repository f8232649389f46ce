import { startTransition, useEffect, useState } from "react";

/**
 * True from the first frame painted after `ready` became true (and for good after that). The
 * dashboard renders its charts, and so fetches their chunk, only then: the cards come first.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the frame has been painted by the time the task runs.
    const frame = requestAnimationFrame(() => {
      // A transition: React renders the charts in slices, yielding to the user's input.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
