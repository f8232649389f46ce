import { ToggleThemeButton } from "react-admin";

/**
 * react-admin's light/dark button, in a module of its own: ThemeSwitch loads it lazily, as its
 * MUI Tooltip (with the popper) is kept out of the console's shell (see CutTextTooltip).
 */
export const ThemeButton = () => <ToggleThemeButton />;
