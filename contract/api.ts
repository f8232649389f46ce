/**
 * The API's paths, written once for the console's dataProvider, the server's routes and the
 * OpenAPI document. `routes` holds each path as the server declares it (with its `:param`);
 * `paths` builds the concrete ones a client calls.
 */
export const routes = {
  health: "/health",
  openapi: "/v1/openapi.json",
  docs: "/v1/docs",
  login: "/v1/super-admin/login",
  logout: "/v1/super-admin/logout",
  profile: "/v1/super-admin/profile",
  changePassword: "/v1/super-admin/change-password",
  loginTwoFactor: "/v1/super-admin/login/two-factor",
  twoFactor: "/v1/super-admin/two-factor",
  twoFactorSetup: "/v1/super-admin/two-factor/setup",
  twoFactorEnable: "/v1/super-admin/two-factor/enable",
  twoFactorDisable: "/v1/super-admin/two-factor/disable",
  sessions: "/v1/super-admin/sessions",
  session: "/v1/super-admin/sessions/:id",
  countries: "/v1/static/country",
  states: "/v1/static/state/:countryId",
  cities: "/v1/static/cities/:stateId",
  mainBoards: "/v1/static/main-boards",
  attendanceSummary: "/v1/super-admin/school/attendance-summary",
  schoolList: "/v1/super-admin/school/list",
  school: "/v1/super-admin/school/:id",
  schoolAsset: "/v1/super-admin/school/asset/:id",
  schoolRegister: "/v1/super-admin/school/register",
  schoolUpdate: "/v1/super-admin/school/update",
  schoolApprove: "/v1/super-admin/school/approve",
  schoolChangeStatus: "/v1/super-admin/school/change-status",
  schoolBulkVerify: "/v1/super-admin/school/bulk-approve",
  schoolBulkStatus: "/v1/super-admin/school/bulk-change-status",
  schoolImportTemplate: "/v1/super-admin/school/import/template",
  schoolImports: "/v1/super-admin/school/import",
  schoolImport: "/v1/super-admin/school/import/:id",
  schoolImportErrors: "/v1/super-admin/school/import/:id/errors",
  schoolImportRun: "/v1/super-admin/school/import/:id/run",
  schoolImportUndo: "/v1/super-admin/school/import/:id/undo",
  schoolImportFile: "/v1/super-admin/school/import/:id/file",
  schoolExport: "/v1/super-admin/school/export",
  boardAdminExport: "/v1/super-admin/school/board-admin/export",
  auditExport: "/v1/super-admin/audit-events/export",
  exportDownload: "/v1/super-admin/export/:token",
  boardAdminList: "/v1/super-admin/school/board-admin/list",
  boardAdmin: "/v1/super-admin/school/board-admin/:id",
  boardAdminChangeStatus: "/v1/super-admin/school/board-admin/change-status",
  boardAdminCreate: "/v1/super-admin/school/board-admin/create",
  boardAdminBulkStatus: "/v1/super-admin/school/board-admin/bulk-change-status",
  auditEvents: "/v1/super-admin/audit-events",
  notifications: "/v1/super-admin/notifications",
  notificationsSeen: "/v1/super-admin/notifications/seen",
} as const;

/** A route's path with its one parameter filled in. */
const withParam = (route: string) => (value: number | string) =>
  route.replace(/:\w+/, encodeURIComponent(String(value)));

export const paths = {
  ...routes,
  states: withParam(routes.states),
  cities: withParam(routes.cities),
  school: withParam(routes.school),
  schoolAsset: withParam(routes.schoolAsset),
  boardAdmin: withParam(routes.boardAdmin),
  session: withParam(routes.session),
  schoolImport: withParam(routes.schoolImport),
  schoolImportErrors: withParam(routes.schoolImportErrors),
  schoolImportRun: withParam(routes.schoolImportRun),
  schoolImportUndo: withParam(routes.schoolImportUndo),
  schoolImportFile: withParam(routes.schoolImportFile),
  exportDownload: withParam(routes.exportDownload),
} as const;
