/** The dashboard's strings. */
export const dashboard = {
  title: "Analytics Dashboard",
  welcome: "Welcome, Admin!",
};
