import { useMemo, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Link, useLocation, useParams } from "react-router-dom";
import {
  CreateBase,
  EditBase,
  Form,
  useEditContext,
  useNotify,
  useRedirect,
  useTranslate,
} from "react-admin";
import { NotFoundPage } from "../common/NotFoundPage";
import { SubmitButton } from "../common/SubmitButton";
import { useWarnWhenUnsaved } from "../common/formHooks";
import { DuplicateWarning, useDuplicateMatches, type DuplicateAnswer } from "./DuplicateWarning";
import type { SchoolDetailRecord, SchoolSavedRecord } from "../providers/resources/schools";
import { SchoolFormCoordinates } from "./SchoolFormCoordinates";
import { SchoolFormDetails } from "./SchoolFormDetails";
import { SchoolFormFiles } from "./SchoolFormFiles";
import { SchoolFormPrincipal } from "./SchoolFormPrincipal";
import { Section } from "./SchoolFormSection";
import {
  fileDefaults,
  retryUnlessRefused,
  schoolFormDefaults,
  validateSchoolForm,
} from "./schoolFormState";
import { DraftKeeper, useSchoolDraft } from "./useSchoolDraft";
import { PageTitle } from "../common/PageHeader";

/** The school form in add mode (/school/add/new, or id "new") or edit mode (/school/edit/:id). */
export const SchoolForm = () => {
  const { action, id } = useParams();
  const editing = id !== undefined && id !== "new";
  if (editing && action !== "edit") return <NotFoundPage />;
  return editing ? <SchoolEdit id={id} /> : <SchoolCreate />;
};

/** The success of a save: the server's message as a toast, then where the spec goes. */
function useOnSaved(to: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (saved: SchoolSavedRecord) => {
    const message = saved.message || "schools.form.saved";
    notify(message, { type: "success", messageArgs: { _: message } });
    redirect(to);
  };
}

const SchoolCreate = () => {
  const onSuccess = useOnSaved("/school");
  const { duplicates, onError } = useDuplicateMatches();
  return (
    <CreateBase
      resource="schools"
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError }}
    >
      <SchoolFormView editing={false} backTo="/school" duplicates={duplicates} />
    </CreateBase>
  );
};

const SchoolEdit = ({ id }: { id: string }) => {
  const profile = `/school/profile/${id}`;
  const onSuccess = useOnSaved(profile);
  const { duplicates, onError } = useDuplicateMatches();
  return (
    <EditBase
      resource="schools"
      id={Number(id)}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError }}
      redirectOnError={false}
      queryOptions={{
        retry: retryUnlessRefused,
        // The spec only logs a failed load; the form says the school could not be loaded.
        onError: (error: unknown) => console.warn("The school could not be loaded:", error),
      }}
    >
      <SchoolEditView backTo={profile} duplicates={duplicates} />
    </EditBase>
  );
};

const SchoolEditView = ({
  backTo,
  duplicates,
}: {
  backTo: string;
  duplicates: DuplicateAnswer | null;
}) => {
  const { record, isPending } = useEditContext<SchoolDetailRecord>();
  return (
    <SchoolFormView
      editing
      backTo={backTo}
      duplicates={duplicates}
      record={record}
      loading={isPending}
      missing={!isPending && !record}
    />
  );
};

/**
 * The room the sticky Save bar takes at the window's bottom (its 42 px button between 12 px of
 * padding, and its border) and a field's message under the field.
 */
const SAVE_BAR_ROOM = 96;

const SaveBar = ({ children, above }: { children: ReactNode; above?: ReactNode }) => (
  // Sticky: on a long form, Save stays in reach wherever the user is; on a phone not while it
  // holds the duplicate warning, whose whole list would cover the form.
  <>
    {/* react-hook-form focuses the first refused field on Save (shouldFocusError); the browser
        scrolls to a focused field only when it is outside the window, so one just under the bar
        stayed hidden with its message. The window's scroll padding ends it at the bar. */}
    <GlobalStyles styles={{ html: { scrollPaddingBottom: SAVE_BAR_ROOM } }} />
    <Box
      sx={{
        position: above ? { xs: "static", sm: "sticky" } : "sticky",
        bottom: 0,
        zIndex: 2,
        py: 1.5,
        px: 2,
        mb: 2,
        bgcolor: "background.paper",
        borderTop: 1,
        borderColor: "divider",
        borderRadius: 1,
        boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.08)",
      }}
    >
      {above}
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>{children}</Box>
    </Box>
  </>
);

const SchoolFormView = ({
  editing,
  backTo,
  record,
  loading = false,
  missing = false,
  duplicates = null,
}: {
  editing: boolean;
  backTo: string;
  /** The schools the last save matched (its 409), shown above Save with 'Save anyway'. */
  duplicates?: DuplicateAnswer | null;
  record?: SchoolDetailRecord;
  loading?: boolean;
  missing?: boolean;
}) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const draft = useSchoolDraft(pathname);
  const warnWhenUnsavedChanges = useWarnWhenUnsaved();
  // What was typed before a session ended wins over what was loaded; the files start as saved.
  // Memoized: react-admin's Form resets itself whenever its defaults or record change.
  const values = useMemo(
    () => ({ ...schoolFormDefaults(record), ...draft?.values, ...fileDefaults(record) }),
    [record, draft],
  );
  const formRecord = useMemo(
    () => (record ? { ...values, id: record.id } : undefined),
    [record, values],
  );
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
        {translate("schools.form.back")}
      </Button>
      <PageTitle sx={{ my: 1.5 }}>
        {translate(editing ? "schools.form.edit_title" : "schools.form.add_title")}
      </PageTitle>
      {missing ? (
        <Typography color="text.secondary">{translate("schools.not_found")}</Typography>
      ) : (
        <Form
          defaultValues={record ? undefined : values}
          record={formRecord}
          validate={validateSchoolForm}
          noValidate
          warnWhenUnsavedChanges={warnWhenUnsavedChanges}
          // The rules' messages show under their fields; the toast is for the server's.
          disableInvalidFormNotification
        >
          {!loading && <DraftKeeper draftKey={pathname} />}
          <Section title="schools.form.details">
            <SchoolFormDetails disabled={loading} />
          </Section>
          <Section title="schools.form.documents">
            <SchoolFormFiles
              assets={record?.assets}
              disabled={loading}
              filesDropped={draft?.filesDropped ?? false}
            />
          </Section>
          <Section title="schools.form.principal">
            <SchoolFormPrincipal
              editing={editing}
              employeeNumber={record?.employee_number}
              disabled={loading}
            />
          </Section>
          <Section title="schools.form.coordinates">
            <SchoolFormCoordinates disabled={loading} />
          </Section>
          <SaveBar
            above={
              duplicates && <DuplicateWarning key={duplicates.answer} duplicates={duplicates} />
            }
          >
            <SubmitButton label="schools.form.save" size="large" disabled={loading} />
          </SaveBar>
        </Form>
      )}
    </Box>
  );
};
