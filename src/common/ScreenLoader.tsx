import {
  Component,
  lazy,
  useDeferredValue,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useTranslate } from "react-admin";
import { LoadError } from "./LoadError";
import type { Loader } from "../screens";

/** The code of a screen could not be fetched (offline, or a new release replaced the files). */
class ScreenCodeError extends Error {}

/** Catches only a screen's failed code load; any other error goes on to react-admin's page. */
class CodeLoadBoundary extends Component<
  { children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry: () => void },
  { failed: unknown }
> {
  state = { failed: undefined as unknown };
  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }
  render() {
    const { failed } = this.state;
    if (failed === undefined) return this.props.children;
    if (!(failed instanceof ScreenCodeError)) throw failed;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: undefined });
    });
  }
}

/**
 * A screen of an area's chunk, loaded when first shown (the shell's Suspense shows meanwhile),
 * or shown at once when its chunk was loaded before (fetched ahead, or another screen of it).
 * React keeps a lazy component's failure for good, so a chunk that could not be fetched would
 * leave react-admin's 'Something went wrong' page until a reload: here the screen shows the
 * failure with Retry, which fetches the code again.
 */
export function lazyScreen<M>(load: Loader<M>, name: keyof M): ComponentType {
  const make = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: module[name] as ComponentType }),
        (failure: unknown) => {
          throw new ScreenCodeError(String(failure));
        },
      ),
    );
  // One lazy component for every mount (a new one would show the Suspense fallback each time),
  // replaced only when a load failed.
  let Current = make();
  function Screen() {
    const translate = useTranslate();
    const [, rerender] = useState(0);
    const Loaded = load.loaded?.[name] as ComponentType | undefined;
    // A screen whose code is there is built in a background render right after the one that
    // mounted it (the shell's, on a first load), which React slices so that the page still
    // answers input, rather than in the same long task.
    const mounted = useDeferredValue(true, false);
    return (
      <CodeLoadBoundary
        onRetry={() => {
          Current = make();
          rerender((n) => n + 1);
        }}
        fallback={(retry) => (
          <LoadError
            title="app.screen_failed.title"
            error={new Error(translate("app.screen_failed.text"))}
            onRetry={retry}
          />
        )}
      >
        {Loaded ? mounted && <Loaded /> : <Current />}
      </CodeLoadBoundary>
    );
  }
  return Screen;
}
