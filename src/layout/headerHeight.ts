/**
 * The spec's header height (section 9). A module of its own: the toasts keep clear of the
 * header on a phone, and the sign-in entry, which shows them, must not load the header.
 */
export const HEADER_HEIGHT = 60;
