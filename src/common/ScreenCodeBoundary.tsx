import { Component, type ReactNode } from "react";
import { useTranslate } from "react-admin";
import { LoadError } from "./LoadError";

/**
 * The browsers' errors for a module that could not be fetched (Chrome, Firefox, Safari), and
 * Vite's for a file that module needs: React.lazy rejects with what `import()` rejected with.
 */
const CODE_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload/;

const isCodeLoadFailure = (error: unknown): boolean =>
  error instanceof Error && CODE_LOAD_FAILURE.test(error.message);

const CodeLoadError = () => {
  const translate = useTranslate();
  return (
    <LoadError
      title="app.screen_failed.title"
      error={new Error(translate("app.screen_failed.text"))}
      // React.lazy keeps a failed load for good: a new page loads the code again (and the
      // files of a release that replaced them).
      onRetry={() => window.location.reload()}
    />
  );
};

/**
 * A screen whose code could not be fetched (offline, or a new release replaced the files)
 * shows the failure with Retry inside the shell, until the user goes to another address. Any
 * other error goes on to react-admin's error page. (React catches errors only in a class
 * component.)
 */
export class ScreenCodeBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failed: unknown; pathname: string }
> {
  state = { failed: undefined as unknown, pathname: this.props.pathname };
  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }
  static getDerivedStateFromProps({ pathname }: { pathname: string }, state: { pathname: string }) {
    return pathname === state.pathname ? null : { failed: undefined, pathname };
  }
  render() {
    const { failed } = this.state;
    if (failed === undefined) return this.props.children;
    if (!isCodeLoadFailure(failed)) throw failed;
    return <CodeLoadError />;
  }
}
