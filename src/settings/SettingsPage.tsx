import type { ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import { useTranslate } from "react-admin";
import { SettingsSideMenu } from "./SettingsSideMenu";
import { PageTitle } from "../common/PageHeader";

/**
 * The frame of every mock screen: its h1, the notice that nothing is saved, and for the screens
 * that share it (spec: Layout and shell) the settings side menu.
 */
export const SettingsPage = ({
  title,
  sideMenu = false,
  mock = true,
  children,
}: {
  /** A catalogue key. */
  title: string;
  sideMenu?: boolean;
  mock?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const content = (
    <>
      <PageTitle sx={{ mb: 2 }}>{translate(title)}</PageTitle>
      {mock && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate("settings.mock_notice")}
        </Alert>
      )}
      {children}
    </>
  );
  if (!sideMenu) return <Box sx={{ maxWidth: 1000 }}>{content}</Box>;
  return (
    <Grid container spacing={3} sx={{ maxWidth: 1200 }}>
      <Grid size={{ xs: 12, md: 3 }}>
        <SettingsSideMenu />
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>{content}</Grid>
    </Grid>
  );
};
