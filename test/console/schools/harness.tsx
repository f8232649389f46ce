import { schoolRoutes } from "../../../src/schools";
import { ScreenHarness, type HarnessProps } from "../harness";

/** The school routes at `path`, inside react-admin's context, with the toaster. */
export const SchoolsHarness = (props: HarnessProps) => (
  <ScreenHarness routes={schoolRoutes} {...props} />
);
