/** The board-admin screens' strings: field names under `resource`, screen texts under `screens`. */
export const boardAdmins = {
  resource: { name: "Board admin |||| Board admins", fields: {} },
  screens: {},
};
