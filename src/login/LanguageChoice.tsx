import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { languages } from "../i18n/locales";

export interface LanguageChoiceProps {
  locale: string;
  onChange: (locale: string) => void;
  /** The group's name ("Language"), in the page's language. */
  label: string;
}

/**
 * The sign-in page's language choice: a button per language, each named in its own script.
 * Plain buttons rather than react-admin's LocalesMenuButton: the sign-in entry loads no
 * react-admin, nor MUI's menu, so that `/` stays small.
 */
export const LanguageChoice = ({ locale, onChange, label }: LanguageChoiceProps) => (
  <Box
    role="group"
    aria-label={label}
    sx={{ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: 1, mt: 2 }}
  >
    {languages.map((language) => (
      <Button
        key={language.locale}
        size="small"
        lang={language.locale}
        aria-pressed={language.locale === locale}
        variant={language.locale === locale ? "outlined" : "text"}
        onClick={() => onChange(language.locale)}
      >
        {language.name}
      </Button>
    ))}
  </Box>
);
