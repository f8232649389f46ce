/** The API's paths, written once for the console's dataProvider and the server's routes. */
export const API_PREFIX = "/v1";

export const paths = {
  login: "/v1/super-admin/login",
  logout: "/v1/super-admin/logout",
  profile: "/v1/super-admin/profile",
  changePassword: "/v1/super-admin/change-password",
  countries: "/v1/static/country",
  states: (countryId: number | string) => `/v1/static/state/${countryId}`,
  cities: (stateId: number | string) => `/v1/static/cities/${stateId}`,
  mainBoards: "/v1/static/main-boards",
  attendanceSummary: "/v1/super-admin/school/attendance-summary",
  schoolList: "/v1/super-admin/school/list",
  school: (id: number | string) => `/v1/super-admin/school/${id}`,
  schoolRegister: "/v1/super-admin/school/register",
  schoolUpdate: "/v1/super-admin/school/update",
  schoolApprove: "/v1/super-admin/school/approve",
  schoolChangeStatus: "/v1/super-admin/school/change-status",
  boardAdminList: "/v1/super-admin/school/board-admin/list",
  boardAdminChangeStatus: "/v1/super-admin/school/board-admin/change-status",
  boardAdminCreate: "/v1/super-admin/school/board-admin/create",
} as const;
