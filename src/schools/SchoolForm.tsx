import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { Form, useDataProvider, useGetOne, useNotify, useTranslate } from "react-admin";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import {
  AREA_RADIUS_MAX_LENGTH,
  COORDINATE_STEP,
  SCHOOL_DOCUMENT_UPLOAD,
  SCHOOL_IMAGE_UPLOAD,
  SCHOOL_TYPES,
  schoolFormSchema,
} from "../../contract/schools";
import { NotFoundPage } from "../common/NotFoundPage";
import { FormNativeSelect, FormText } from "../common/fields";
import { validateWith } from "../common/validateWith";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { TOKEN_KEY } from "../providers/httpClient";
import type {
  SchoolDetailRecord,
  SchoolSaveInput,
  SchoolSavedRecord,
} from "../providers/resources/schools";
import { FileDropzone, FileRow, useObjectUrl } from "./FileDropzone";
import {
  PRINCIPAL_GATE_FIELDS,
  clearDraft,
  pickFormValues,
  principalUnlocked,
  retryUnlessRefused,
  readDraft,
  schoolFormDefaults,
  writeDraft,
} from "./schoolFormState";

const validate = validateWith(() => schoolFormSchema(new Date()));
const f = (name: string) => `resources.schools.fields.${name}`;
const CHOOSE = "schools.form.choose";
const LOOKUP_STALE = 10 * 60 * 1000;

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card component="section" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** A text field of the form: its name is the payload key; the schema's message shows under it. */
const Text = ({
  source,
  required = true,
  disabled,
  type,
  maxLength,
  step,
  inputMode,
  multiline,
  size = 6,
}: {
  source: string;
  required?: boolean;
  disabled?: boolean;
  type?: string;
  maxLength?: number;
  step?: number;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "url";
  multiline?: boolean;
  size?: number;
}) => (
  <Grid size={{ xs: 12, md: size }}>
    <FormText
      source={source}
      label={f(source)}
      required={required}
      disabled={disabled}
      type={type}
      multiline={multiline}
      slotProps={{ htmlInput: { maxLength, step, inputMode } }}
    />
  </Grid>
);

interface Files {
  image: File | null;
  documents: File[];
  removed: number[];
}

/** The school details: lookups load as choices are made, and a change clears what depends on it. */
const SchoolDetails = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const { setValue } = useFormContext();
  const [countryId, stateId, mainBoardId] = useWatch({
    name: ["country_id", "state_id", "main_board_id"],
  });
  const country = countryId ? String(countryId) : "";
  const state = stateId ? String(stateId) : "";
  const countries = useQuery({
    queryKey: ["lookups", "countries"],
    queryFn: () => dataProvider.getCountries(),
    staleTime: LOOKUP_STALE,
  });
  const states = useQuery({
    queryKey: ["lookups", "states", country],
    queryFn: () => dataProvider.getStates(Number(country)),
    enabled: country !== "",
    staleTime: LOOKUP_STALE,
  });
  const cities = useQuery({
    queryKey: ["lookups", "cities", state],
    queryFn: () => dataProvider.getCities(Number(state)),
    enabled: state !== "",
    staleTime: LOOKUP_STALE,
  });
  const boards = useQuery({
    queryKey: ["lookups", "main-boards"],
    queryFn: () => dataProvider.getMainBoards(),
    staleTime: LOOKUP_STALE,
  });
  const subBoards =
    boards.data?.find((board) => String(board.main_board_id) === String(mainBoardId ?? ""))
      ?.sub_boards ?? [];
  const clear = (...fields: string[]) => {
    for (const field of fields) setValue(field, "", { shouldDirty: true });
  };

  return (
    <Grid container spacing={2}>
      <Text source="school_name" disabled={disabled} />
      <Text source="school_email" disabled={disabled} type="email" inputMode="email" />
      <Grid size={{ xs: 12, md: 6 }}>
        <FormNativeSelect
          emptyChoice={CHOOSE}
          source="type"
          label={f("type")}
          disabled={disabled}
          choices={SCHOOL_TYPES.map((type) => ({
            id: type,
            name: translate(`schools.types.${type}`),
          }))}
        />
      </Grid>
      <Text source="established_year" disabled={disabled} inputMode="numeric" maxLength={4} />
      <Grid size={{ xs: 12, md: 6 }}>
        <FormNativeSelect
          emptyChoice={CHOOSE}
          source="main_board_id"
          label={f("main_board_id")}
          disabled={disabled}
          choices={(boards.data ?? []).map((b) => ({ id: b.main_board_id, name: b.name }))}
          onValueChange={() => clear("board_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormNativeSelect
          emptyChoice={CHOOSE}
          source="board_id"
          label={f("board_id")}
          disabled={disabled || !mainBoardId}
          choices={subBoards.map((b) => ({ id: b.board_id, name: b.name }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormNativeSelect
          emptyChoice={CHOOSE}
          source="country_id"
          label={f("country_id")}
          disabled={disabled}
          choices={(countries.data ?? []).map((c) => ({ id: c.country_id, name: c.name }))}
          onValueChange={() => clear("state_id", "city_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormNativeSelect
          emptyChoice={CHOOSE}
          source="state_id"
          label={f("state_id")}
          disabled={disabled || country === ""}
          choices={
            country ? (states.data ?? []).map((s) => ({ id: s.state_id, name: s.name })) : []
          }
          onValueChange={() => clear("city_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormNativeSelect
          emptyChoice={CHOOSE}
          source="city_id"
          label={f("city_id")}
          disabled={disabled || state === ""}
          choices={state ? (cities.data ?? []).map((c) => ({ id: c.city_id, name: c.name })) : []}
        />
      </Grid>
      <Text source="pincode" disabled={disabled} inputMode="numeric" maxLength={6} />
      <Text
        source="school_phone_number"
        disabled={disabled}
        type="tel"
        inputMode="tel"
        maxLength={10}
      />
      <Text source="address" disabled={disabled} multiline size={12} />
      <Text source="website" required={false} disabled={disabled} type="url" inputMode="url" />
      <Text
        source="secondary_phone"
        required={false}
        disabled={disabled}
        type="tel"
        inputMode="tel"
        maxLength={10}
      />
    </Grid>
  );
};

/** The two drop zones, the chosen files, and (when editing) the saved documents. */
const Documents = ({
  files,
  setFiles,
  school,
  disabled,
}: {
  files: Files;
  setFiles: (update: (files: Files) => Files) => void;
  school?: SchoolDetailRecord;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const { errors } = useFormState();
  const preview = useObjectUrl(files.image);
  const savedImage = school?.assets?.school_image?.[0];
  const saved = (school?.assets?.document ?? []).filter((d) => !files.removed.includes(d.id));
  const fieldError = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FileDropzone
          rule={SCHOOL_IMAGE_UPLOAD}
          label={f("school_image")}
          hint="schools.form.image_hint"
          multiple={false}
          files={files.image ? [files.image] : []}
          onChange={([image]) => setFiles((current) => ({ ...current, image: image ?? null }))}
          disabled={disabled}
          error={fieldError(SCHOOL_IMAGE_UPLOAD.field)}
        >
          {files.image ? (
            <Box sx={{ mt: 1 }}>
              {preview && (
                <Box
                  component="img"
                  src={preview}
                  alt={translate("schools.form.image_preview", { name: files.image.name })}
                  sx={{
                    maxWidth: "100%",
                    maxHeight: 180,
                    borderRadius: 1,
                    display: "block",
                    mb: 1,
                  }}
                />
              )}
              <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
                <FileRow
                  name={files.image.name}
                  disabled={disabled}
                  onRemove={() => setFiles((current) => ({ ...current, image: null }))}
                />
              </Box>
            </Box>
          ) : (
            savedImage && (
              <Box
                component="img"
                src={savedImage.url}
                alt={translate("schools.form.current_image")}
                sx={{ mt: 1, maxWidth: "100%", maxHeight: 180, borderRadius: 1, display: "block" }}
              />
            )
          )}
        </FileDropzone>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FileDropzone
          rule={SCHOOL_DOCUMENT_UPLOAD}
          label={f("school_documents")}
          hint="schools.form.documents_hint"
          multiple
          files={files.documents}
          savedCount={0}
          onChange={(documents) => setFiles((current) => ({ ...current, documents }))}
          disabled={disabled}
          error={fieldError(SCHOOL_DOCUMENT_UPLOAD.field) ?? fieldError("remove_document_ids")}
        >
          {saved.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate("schools.form.saved_documents")}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.5 }}>
                {saved.map((document) => (
                  <FileRow
                    key={document.id}
                    name={document.file_name}
                    disabled={disabled}
                    onRemove={() =>
                      setFiles((current) => ({
                        ...current,
                        removed: [...current.removed, document.id],
                      }))
                    }
                  />
                ))}
              </Box>
            </Box>
          )}
          {files.documents.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate("schools.form.new_documents")}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.5 }}>
                {files.documents.map((file, index) => (
                  <FileRow
                    key={`${file.name}-${index}`}
                    name={file.name}
                    disabled={disabled}
                    onRemove={() =>
                      setFiles((current) => ({
                        ...current,
                        documents: current.documents.filter((_, i) => i !== index),
                      }))
                    }
                  />
                ))}
              </Box>
            </Box>
          )}
        </FileDropzone>
      </Grid>
    </Grid>
  );
};

/** The principal: locked until the spec's school fields are filled; the employee id is the server's. */
const PrincipalInfo = ({
  editing,
  employeeNumber,
  disabled,
}: {
  editing: boolean;
  employeeNumber?: string;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const gate = useWatch({ name: [...PRINCIPAL_GATE_FIELDS] }) as unknown[];
  const locked = disabled || !principalUnlocked(gate);
  const employee = editing
    ? employeeNumber || translate("app.loading")
    : translate("schools.form.auto_generated");
  return (
    <>
      {!disabled && locked && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="note">
          {translate("schools.form.principal_locked")}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Text source="first_name" size={4} disabled={locked} />
        <Text source="middle_name" size={4} required={false} disabled={locked} />
        <Text source="last_name" size={4} disabled={locked} />
        <Text source="email" disabled={locked} type="email" inputMode="email" />
        <Text source="phone_number" disabled={locked} type="tel" inputMode="tel" maxLength={10} />
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            id="school-employee-number"
            name="employee_number"
            label={translate(f("employee_number"))}
            value={employee}
            helperText={translate("schools.form.employee_hint")}
            fullWidth
            size="small"
            slotProps={{
              input: { readOnly: true },
              formHelperText: { id: "school-employee-number-hint" },
            }}
          />
        </Grid>
      </Grid>
    </>
  );
};

/** Keeps what is typed in sessionStorage while the form is open (see schoolFormState). */
const DraftKeeper = ({ draftKey }: { draftKey: string }) => {
  const { watch, getValues } = useFormContext();
  useEffect(() => {
    if (readDraft(draftKey)) writeDraft(draftKey, getValues());
    const subscription = watch((values) => writeDraft(draftKey, values));
    return () => {
      subscription.unsubscribe();
      // Leaving the form with the session alive (save, back, another page) drops the draft;
      // a session that ended (401) keeps it for after the next sign-in.
      if (localStorage.getItem(TOKEN_KEY)) clearDraft(draftKey);
    };
  }, [draftKey, watch, getValues]);
  return null;
};

const SaveButton = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" disabled={disabled || isSubmitting}>
      {translate(isSubmitting ? "schools.form.saving" : "schools.form.save")}
    </Button>
  );
};

/** The school form in add mode (/school/add/new, or id "new") or edit mode (/school/edit/:id). */
export const SchoolForm = () => {
  const { action, id } = useParams();
  const editing = id !== undefined && id !== "new";
  if (editing && action !== "edit") return <NotFoundPage />;
  return <SchoolFormScreen key={id ?? "new"} schoolId={editing ? id : undefined} />;
};

const SchoolFormScreen = ({ schoolId }: { schoolId?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const editing = schoolId !== undefined;
  const {
    data: school,
    isPending,
    error,
  } = useGetOne<SchoolDetailRecord>(
    "schools",
    { id: Number(schoolId) },
    { enabled: editing, retry: retryUnlessRefused },
  );
  const loading = editing && isPending;
  const [files, setFiles] = useState<Files>({ image: null, documents: [], removed: [] });
  const [draft] = useState(() => readDraft(pathname));
  const announced = useRef(false);

  useEffect(() => {
    if (draft && !announced.current) {
      announced.current = true;
      notify("schools.form.draft_restored", { type: "info" });
    }
  }, [draft, notify]);

  useEffect(() => {
    // The spec only logs a failed load.
    if (error) console.warn("The school could not be loaded:", error);
  }, [error]);

  const defaultValues = useMemo(
    () => ({ ...schoolFormDefaults(school), ...(draft ?? {}) }),
    [school, draft],
  );

  const submit = async (values: Record<string, unknown>) => {
    const data: SchoolSaveInput = {
      values: pickFormValues(values),
      image: files.image,
      documents: files.documents,
      remove_document_ids: files.removed,
    };
    try {
      const result = editing
        ? await dataProvider.update<SchoolSavedRecord>("schools", {
            id: schoolId,
            data,
            previousData: school as never,
          })
        : await dataProvider.create<SchoolSavedRecord>("schools", { data: data as never });
      clearDraft(pathname);
      await queryClient.invalidateQueries({ queryKey: ["schools"] });
      notify(result.data.message || "schools.form.saved", { type: "success" });
      navigate(editing ? `/school/profile/${schoolId}` : "/school");
    } catch (failure) {
      notify((failure as Error).message, { type: "error" });
      // The server's field errors show under their fields; what was typed stays.
      const errors = (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors) return errors;
    }
  };

  const backTo = editing ? `/school/profile/${schoolId}` : "/school";
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
        {translate("schools.form.back")}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, my: 2 }}>
        {translate(editing ? "schools.form.edit_title" : "schools.form.add_title")}
      </Typography>
      {editing && !loading && !school ? (
        <Typography color="text.secondary">{translate("schools.not_found")}</Typography>
      ) : (
        <Form
          key={loading ? "loading" : "ready"}
          defaultValues={defaultValues}
          validate={validate}
          onSubmit={submit}
          noValidate
        >
          {!loading && <DraftKeeper draftKey={pathname} />}
          <Section title="schools.form.details">
            <SchoolDetails disabled={loading} />
          </Section>
          <Section title="schools.form.documents">
            <Documents files={files} setFiles={setFiles} school={school} disabled={loading} />
          </Section>
          <Section title="schools.form.principal">
            <PrincipalInfo
              editing={editing}
              employeeNumber={school?.employee_number}
              disabled={loading}
            />
          </Section>
          <Section title="schools.form.coordinates">
            <Grid container spacing={2}>
              <Text
                source="latitude"
                size={4}
                disabled={loading}
                type="number"
                step={COORDINATE_STEP}
                inputMode="decimal"
              />
              <Text
                source="longitude"
                size={4}
                disabled={loading}
                type="number"
                step={COORDINATE_STEP}
                inputMode="decimal"
              />
              <Text
                source="area_radius"
                size={4}
                disabled={loading}
                inputMode="numeric"
                maxLength={AREA_RADIUS_MAX_LENGTH}
              />
            </Grid>
          </Section>
          <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 4 }}>
            <SaveButton disabled={loading} />
          </Box>
        </Form>
      )}
    </Box>
  );
};
