import { whenIdle } from "../common/whenIdle";

/** What the console's chunk offers the sign-in entry before signing in. */
export interface ConsoleAhead {
  /** Renders the console's first screen out of sight; answers the function that ends it. */
  rehearseDashboard: () => () => void;
}

/**
 * What the sign-in entry does about the console while the user types, and as they sign in.
 * - `prepare` (the first keystroke): fetches the console's chunks, then, once the page is idle,
 *   rehearses its dashboard (rehearsal.tsx), so that signing in finds its code run and its
 *   styles inserted.
 * - `open` (Login pressed): a rehearsal not begun is called off and one under way ends, so that
 *   neither competes with the console itself; resolves once the console's chunks are there.
 */
export function consoleAhead(load: () => Promise<ConsoleAhead>) {
  let signingIn = false;
  let prepared = false;
  let end = () => {};
  return {
    prepare() {
      if (prepared) return;
      prepared = true;
      load().then(
        (chunk) => {
          if (signingIn) return;
          end = whenIdle(() => {
            end = chunk.rehearseDashboard();
          });
        },
        // Fetched again as the user signs in, where a failure shows.
        () => undefined,
      );
    },
    open() {
      signingIn = true;
      end();
      return load();
    },
  };
}
