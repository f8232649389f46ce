import { useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/Download";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { IMPORT_FORMATS, type ImportFormat } from "../../contract/imports";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { saveFile } from "./importFile";

/**
 * Step 1: the template as CSV or XLSX. Fetched with the session and saved from memory rather than
 * opened as a plain link: the API's session is a bearer token, which a link cannot carry.
 */
export const TemplateStep = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const [busy, setBusy] = useState<ImportFormat | null>(null);
  // A ref as well as the state: the second click of a double click comes before the re-render.
  const running = useRef(false);
  const download = async (format: ImportFormat) => {
    if (running.current) return;
    running.current = true;
    setBusy(format);
    try {
      saveFile(await dataProvider.getImportTemplate(format));
    } catch (error) {
      notify(error instanceof Error ? error.message : "ra.notification.http_error", {
        type: "error",
      });
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate("imports.template.intro")}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {IMPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy !== null}
            aria-label={translate(`imports.template.${format}_label`)}
            onClick={() => void download(format)}
          >
            {translate(`imports.template.${format}`)}
          </Button>
        ))}
      </Box>
    </>
  );
};
