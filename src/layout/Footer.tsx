import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";

export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ py: 2, textAlign: "center", borderTop: 1, borderColor: "divider" }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate("app.footer", { year: new Date().getFullYear(), brand: translate("app.brand") })}
      </Typography>
    </Box>
  );
};
