import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import PrintIcon from "@mui/icons-material/Print";
import { useNotify, useTranslate } from "react-admin";
import { PrintedBlock } from "../common/LightWhilePrinting";

const CODES_ID = "recovery-codes";

/** The recovery codes, shown once after two-factor sign-in is turned on, to copy or print. */
export const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () =>
    Promise.resolve()
      // The clipboard is missing outside a secure context (an http address but localhost).
      .then(() => navigator.clipboard.writeText(codes.join("\n")))
      .then(
        () => notify("app.two_factor.recovery_copied", { type: "success" }),
        () => notify("app.two_factor.recovery_copy_failed", { type: "error" }),
      );
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("app.two_factor.recovery_hint")}
      </Typography>
      {/* On paper, only the codes: the page and the rest of the dialog are hidden. */}
      <PrintedBlock id={CODES_ID}>
        <Box
          component="ul"
          aria-label={translate("app.two_factor.recovery_title")}
          sx={{ fontFamily: "monospace", columns: 2, pl: 3, m: 0 }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </PrintedBlock>
      <Box sx={{ display: "flex", gap: 1, mt: 2, flexWrap: "wrap" }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate("app.two_factor.recovery_copy")}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate("app.two_factor.recovery_print")}
        </Button>
      </Box>
    </>
  );
};
