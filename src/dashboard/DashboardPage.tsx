import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";

/** The Analytics Dashboard. */
export const DashboardPage = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate("dashboard.title")}
      </Typography>
      <Typography color="text.secondary">{translate("dashboard.welcome")}</Typography>
    </>
  );
};
