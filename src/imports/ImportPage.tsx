import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Link, useParams } from "react-router-dom";
import { useTranslate } from "react-admin";
import { PageHeader } from "../common/PageHeader";
import { NotFoundPage } from "../common/NotFoundPage";
import { TemplateStep } from "./TemplateStep";
import { UploadStep } from "./UploadStep";
import { ReviewStep } from "./ReviewStep";
import { ImportHistory } from "./ImportHistory";

/** One of the page's three steps: its number in a circle, its heading, its content. */
const StepSection = ({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const id = `import-step-${number}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            flexShrink: 0,
            borderRadius: "50%",
            display: "grid",
            placeItems: "center",
            bgcolor: "primary.main",
            color: "primary.contrastText",
            fontWeight: 700,
          }}
        >
          {number}
        </Box>
        <Typography id={id} variant="h6" component="h2">
          {translate(title)}
        </Typography>
      </Box>
      {children}
    </Card>
  );
};

/**
 * 'Import schools' (/school/import, and /school/import/:id for one import): three sections
 * rather than MUI's Stepper, whose step content shows only the active step; here the template
 * and the upload stay at hand while an import is reviewed. The import's id is in the address,
 * so a reload, or signing in again after the session ended, lands on the same import.
 */
export const ImportPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  if (id !== undefined && !/^[1-9]\d{0,15}$/.test(id)) return <NotFoundPage />;
  const importId = id === undefined ? undefined : Number(id);
  return (
    <Box>
      <PageHeader title={translate("imports.title")}>
        <Button component={Link} to="/school" startIcon={<ArrowBackIcon />}>
          {translate("imports.back")}
        </Button>
      </PageHeader>
      <StepSection number={1} title="imports.steps.template">
        <TemplateStep />
      </StepSection>
      <StepSection number={2} title="imports.steps.upload">
        <UploadStep hasJob={importId !== undefined} />
      </StepSection>
      <StepSection number={3} title="imports.steps.review">
        {importId === undefined ? (
          <Typography variant="body2" color="text.secondary">
            {translate("imports.review.empty")}
          </Typography>
        ) : (
          // A fresh review for another import: its run and undo state are its own.
          <ReviewStep key={importId} id={importId} />
        )}
      </StepSection>
      <ImportHistory />
    </Box>
  );
};
