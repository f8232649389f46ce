import Divider from "@mui/material/Divider";
import ListSubheader from "@mui/material/ListSubheader";
import MenuItem from "@mui/material/MenuItem";
import { LocalesMenuButton, useLocaleState, useLocales, useTranslate } from "react-admin";
import { usePhone } from "./usePhone";

/** The header's language choice, on a desktop or tablet: react-admin's own. */
export const HeaderLanguages = () => (usePhone() ? null : <LocalesMenuButton />);

/**
 * On a phone, the languages as items of the user menu. Written here rather than with
 * LocalesMenuButton, which is a button opening a menu of its own and cannot sit inside
 * another menu; the choice is react-admin's all the same (useLocales, useLocaleState).
 * An array rather than a fragment: MUI's menu takes its items as children, not a fragment.
 */
export const UserMenuLanguages = ({ onChosen }: { onChosen: () => void }) => {
  const phone = usePhone();
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  if (!phone) return null;
  return [
    <Divider key="divider" />,
    <ListSubheader key="title">{translate("app.language")}</ListSubheader>,
    ...languages.map((language) => (
      <MenuItem
        key={language.locale}
        lang={language.locale}
        selected={language.locale === locale}
        onClick={() => {
          onChosen();
          setLocale(language.locale);
        }}
      >
        {language.name}
      </MenuItem>
    )),
  ];
};
