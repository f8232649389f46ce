import { boardAdminRoutes } from "../../../src/boardAdmins";
import { ScreenHarness, type HarnessProps } from "../harness";

/** The board-admin routes at `path`, inside react-admin's context, with the toaster. */
export const BoardAdminsHarness = (props: HarnessProps) => (
  <ScreenHarness routes={boardAdminRoutes} {...props} />
);
