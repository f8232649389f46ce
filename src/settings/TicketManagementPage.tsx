import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import ConstructionIcon from "@mui/icons-material/Construction";
import { useTranslate } from "react-admin";
import { SettingsPage } from "./SettingsPage";

/** Ticket Management: a placeholder (the original's mock tickets are never displayed). */
export const TicketManagementPage = () => {
  const translate = useTranslate();
  return (
    <SettingsPage title="settings.ticket_management.title" mock={false}>
      <Box sx={{ textAlign: "center", py: 6 }}>
        <ConstructionIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {translate("settings.ticket_management.under_development")}
        </Typography>
        <Typography color="text.secondary">
          {translate("settings.ticket_management.hint")}
        </Typography>
      </Box>
    </SettingsPage>
  );
};
