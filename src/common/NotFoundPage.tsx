import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { useTranslate } from "react-admin";

/** An unknown client route, inside the shell. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", mt: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate("app.not_found.title")}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate("app.not_found.text")}
      </Typography>
      <Button component={Link} to="/dashboard" variant="contained" sx={{ mt: 2 }}>
        {translate("app.not_found.back")}
      </Button>
    </Box>
  );
};
