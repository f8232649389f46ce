/** The schools screens' strings: field names under `resource`, screen texts under `screens`. */
export const schools = {
  resource: { name: "School |||| Schools", fields: {} },
  screens: {},
};
