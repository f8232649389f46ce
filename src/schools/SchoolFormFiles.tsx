import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { useInput, useTranslate } from "react-admin";
import {
  SCHOOL_DOCUMENT_UPLOAD,
  SCHOOL_IMAGE_UPLOAD,
  readableSize,
  type SchoolAsset,
  type UploadRule,
} from "../../contract/schools";
import { isNewFile, type FileValue } from "../providers/resources/schools";
import { FileDropzone, FileRow, useObjectUrl } from "./FileDropzone";
import { schoolField } from "./SchoolFormSection";
import { toFileValue } from "./schoolFormState";

type Input = ReturnType<typeof useInput>;

/** A file field's message (a rule's or the server's), translated. */
function fieldMessage(translate: (key: string, options?: object) => string, input: Input) {
  const raw = input.fieldState.error?.message as string | { message: string } | undefined;
  const text = typeof raw === "object" && raw ? raw.message : raw;
  return text ? translate(text, { _: text }) : undefined;
}

const useHint = (key: string, rule: UploadRule) => {
  const translate = useTranslate();
  return translate(key, {
    types: rule.extensions.join(", "),
    size: readableSize(rule.maxBytes),
    count: rule.maxFiles,
  });
};

/** The school image: one file, previewed; the saved image until another is chosen. */
const ImageInput = ({ saved, disabled }: { saved?: SchoolAsset; disabled: boolean }) => {
  const translate = useTranslate();
  const input = useInput({ source: SCHOOL_IMAGE_UPLOAD.field, defaultValue: null });
  const { field } = input;
  const image = (field.value as FileValue | null)?.rawFile ?? null;
  const preview = useObjectUrl(image);
  const error = fieldMessage(translate, input);
  const hint = useHint("schools.form.image_hint", SCHOOL_IMAGE_UPLOAD);
  return (
    <FileDropzone
      rule={SCHOOL_IMAGE_UPLOAD}
      label={schoolField("school_image")}
      hint={hint}
      multiple={false}
      files={image ? [image] : []}
      onChange={([chosen]) => field.onChange(chosen ? toFileValue(chosen) : null)}
      disabled={disabled}
      error={error}
    >
      {image ? (
        <Box sx={{ mt: 1 }}>
          {preview && (
            <Box
              component="img"
              src={preview}
              alt={translate("schools.form.image_preview", { name: image.name })}
              sx={{ maxWidth: "100%", maxHeight: 160, borderRadius: 1, display: "block", mb: 1 }}
            />
          )}
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
            <FileRow name={image.name} disabled={disabled} onRemove={() => field.onChange(null)} />
          </Box>
        </Box>
      ) : (
        saved && (
          <Box
            component="img"
            src={saved.url}
            alt={translate("schools.form.current_image")}
            sx={{ mt: 1, maxWidth: "100%", maxHeight: 160, borderRadius: 1, display: "block" }}
          />
        )
      )}
    </FileDropzone>
  );
};

const FileList = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(title)}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.5 }}>
        {children}
      </Box>
    </Box>
  );
};

/**
 * The documents, one list of react-admin file values: (when editing) the saved ones kept, then
 * those chosen now, each removable. A saved one removed is left out of the list.
 */
const DocumentsInput = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const documentsInput = useInput({ source: SCHOOL_DOCUMENT_UPLOAD.field, defaultValue: [] });
  const documents = documentsInput.field;
  const listed = (documents.value as (FileValue | SchoolAsset)[] | undefined) ?? [];
  const kept = listed.filter((document): document is SchoolAsset => !isNewFile(document));
  const chosenValues = listed.filter(isNewFile);
  const chosen = chosenValues.map((value) => value.rawFile);
  const setDocuments = (keptDocuments: SchoolAsset[], files: File[]) =>
    documents.onChange([
      ...keptDocuments,
      ...files.map((file) => chosenValues.find((v) => v.rawFile === file) ?? toFileValue(file)),
    ]);
  const error = fieldMessage(translate, documentsInput);
  const hint = useHint("schools.form.documents_hint", SCHOOL_DOCUMENT_UPLOAD);
  return (
    <FileDropzone
      rule={SCHOOL_DOCUMENT_UPLOAD}
      label={schoolField("school_documents")}
      hint={hint}
      multiple
      files={chosen}
      savedCount={kept.length}
      onChange={(files) => setDocuments(kept, files)}
      disabled={disabled}
      error={error}
    >
      {kept.length > 0 && (
        <FileList title="schools.form.saved_documents">
          {kept.map((document) => (
            <FileRow
              key={document.id}
              name={document.file_name}
              disabled={disabled}
              onRemove={() =>
                setDocuments(
                  kept.filter((d) => d !== document),
                  chosen,
                )
              }
            />
          ))}
        </FileList>
      )}
      {chosen.length > 0 && (
        <FileList title="schools.form.new_documents">
          {chosen.map((file, index) => (
            <FileRow
              key={`${file.name}-${file.size}`}
              name={file.name}
              disabled={disabled}
              onRemove={() =>
                setDocuments(
                  kept,
                  chosen.filter((_, i) => i !== index),
                )
              }
            />
          ))}
        </FileList>
      )}
    </FileDropzone>
  );
};

/** The two drop zones; after a session ended, a word that the chosen files must be added again. */
export const SchoolFormFiles = ({
  assets,
  disabled,
  filesDropped,
}: {
  assets?: { school_image?: SchoolAsset[]; document?: SchoolAsset[] };
  disabled: boolean;
  filesDropped: boolean;
}) => {
  const translate = useTranslate();
  return (
    <>
      {filesDropped && (
        <Typography role="note" variant="body2" color="text.warning" sx={{ mb: 1 }}>
          {translate("schools.form.files_dropped")}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ImageInput saved={assets?.school_image?.[0]} disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DocumentsInput disabled={disabled} />
        </Grid>
      </Grid>
    </>
  );
};
