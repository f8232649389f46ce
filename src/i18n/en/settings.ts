/** The settings screens' strings. */
export const settings = {};
