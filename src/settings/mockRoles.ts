/** The roles screen's local mock (spec section 3: mock role). Names are catalogue keys. */
export type Permission =
  | "createUsers"
  | "editUsers"
  | "viewReports"
  | "manageTransactions"
  | "configureSystem"
  | "manageBackups";

export type Department = "administration" | "academics";

export interface MockRole {
  id: string;
  name: string;
  description: string;
  /**
   * Not in the spec's role: the original filtered its roles by a department that no role had
   * (undefined data), so its filter could never match. Each mock role carries one here, so the
   * filter works on data that exists.
   */
  department: Department;
  permissions: Record<Permission, boolean>;
}

export const DEPARTMENTS: Department[] = ["administration", "academics"];

export const PERMISSION_GROUPS: { label: string; permissions: Permission[] }[] = [
  {
    label: "settings.user_roles.groups.user_management",
    permissions: ["createUsers", "editUsers"],
  },
  {
    label: "settings.user_roles.groups.financial_access",
    permissions: ["viewReports", "manageTransactions"],
  },
  {
    label: "settings.user_roles.groups.system_settings",
    permissions: ["configureSystem", "manageBackups"],
  },
];

const none: Record<Permission, boolean> = {
  createUsers: false,
  editUsers: false,
  viewReports: false,
  manageTransactions: false,
  configureSystem: false,
  manageBackups: false,
};

export const MOCK_ROLES: MockRole[] = [
  {
    id: "super_admin",
    name: "settings.user_roles.roles.super_admin.name",
    description: "settings.user_roles.roles.super_admin.description",
    department: "administration",
    permissions: { ...none, viewReports: true, manageTransactions: true },
  },
  {
    id: "teacher",
    name: "settings.user_roles.roles.teacher.name",
    description: "settings.user_roles.roles.teacher.description",
    department: "academics",
    permissions: { ...none, editUsers: true },
  },
];
