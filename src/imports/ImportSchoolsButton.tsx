import Button from "@mui/material/Button";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Link } from "react-router-dom";
import { useTranslate } from "react-admin";

/** The school list's 'Import schools', opening the import page. */
export const ImportSchoolsButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/school/import" variant="outlined" startIcon={<UploadFileIcon />}>
      {translate("imports.open")}
    </Button>
  );
};
