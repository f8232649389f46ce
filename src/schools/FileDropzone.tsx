import { useEffect, useId, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import InsertDriveFileIcon from "@mui/icons-material/InsertDriveFile";
import { useDropzone, type FileRejection } from "react-dropzone";
import { useTranslate } from "react-admin";
import {
  duplicateFiles,
  fileTooLargeMessage,
  fileTypeMessage,
  type UploadRule,
} from "../../contract/schools";
import { validationMessages as m } from "../../contract/messages";

/** The spec's generic messages for a refused file, with the contract's limits. */
export function rejectionMessages(
  rejections: readonly FileRejection[],
  rule: UploadRule,
): string[] {
  const messages = new Set<string>();
  for (const rejection of rejections) {
    for (const error of rejection.errors) {
      if (error.code === "file-invalid-type") messages.add(fileTypeMessage(rule));
      else if (error.code === "file-too-large") messages.add(fileTooLargeMessage(rule));
      else if (error.code === "too-many-files") messages.add(m.too_many_files);
      else messages.add(error.message);
    }
  }
  return [...messages];
}

/** A chosen file in a list, with its remove button. */
export const FileRow = ({
  name,
  onRemove,
  disabled,
}: {
  name: string;
  onRemove: () => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        py: 0.5,
        px: 1,
        borderRadius: 1,
        bgcolor: "action.hover",
      }}
    >
      <InsertDriveFileIcon fontSize="small" color="action" aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, overflowWrap: "anywhere" }}>
        {name}
      </Typography>
      <IconButton
        size="small"
        aria-label={translate("schools.form.remove_file", { name })}
        onClick={onRemove}
        disabled={disabled}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

/** A blob URL for a chosen image, revoked when the file changes or the preview goes. */
export function useObjectUrl(file: File | null | undefined): string | undefined {
  const [entry, setEntry] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") return;
    let created: string | undefined;
    let cancelled = false;
    // Created after mount (not during render), so that a remount in StrictMode gets a live URL.
    queueMicrotask(() => {
      if (cancelled) return;
      created = URL.createObjectURL(file);
      setEntry({ file, url: created });
    });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [file]);
  return entry && entry.file === file ? entry.url : undefined;
}

export interface FileDropzoneProps {
  rule: UploadRule;
  /** Catalogue key of the box's label. */
  label: string;
  /** The box's hint, translated. */
  hint: string;
  multiple: boolean;
  /** The files chosen so far (not yet uploaded). */
  files: File[];
  onChange: (files: File[]) => void;
  /** Files already saved that count against the limit. */
  savedCount?: number;
  disabled?: boolean;
  /** A message for this field (the server's, or a rule's), translated. */
  error?: string;
  children?: ReactNode;
}

/**
 * A drop zone (react-dropzone): drag and drop or click, the contract's types and size; the
 * image box keeps one file (a new one replaces it), the document box adds up to its limit and
 * refuses a file it already has (same name and size). A custom input because react-admin's
 * FileInput has no per-rule messages of the spec and no duplicate rule.
 */
export const FileDropzone = ({
  rule,
  label,
  hint,
  multiple,
  files,
  onChange,
  savedCount = 0,
  disabled,
  error,
  children,
}: FileDropzoneProps) => {
  const translate = useTranslate();
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: rule.accept,
    maxSize: rule.maxBytes,
    multiple,
    disabled,
    onDrop: (accepted, rejections) => {
      const messages = rejectionMessages(rejections, rule);
      if (!multiple) {
        if (accepted[0]) onChange([accepted[0]]);
      } else if (accepted.length > 0) {
        const { fresh, duplicates } = duplicateFiles(files, accepted);
        for (const file of duplicates)
          messages.push(translate("validation.file_duplicate", { name: file.name }));
        if (files.length + savedCount + fresh.length > rule.maxFiles)
          messages.push(m.too_many_files);
        else if (fresh.length > 0) onChange([...files, ...fresh]);
      }
      setRefused([...new Set(messages)]);
    },
  });
  const messages = [...refused, ...(error ? [error] : [])];
  return (
    <Box>
      {/* The file input sits beside the drop zone: a control must not be nested in its button.
          Named as its box, in the user's language (react-dropzone names it 'file upload'). */}
      <input {...getInputProps({ name: rule.field, "aria-label": translate(label) })} />
      <Typography
        component="h3"
        variant="subtitle1"
        id={`${id}-label`}
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {translate(label)}
      </Typography>
      <Box
        {...getRootProps({
          role: "button",
          "aria-labelledby": `${id}-label`,
          "aria-describedby": `${id}-hint`,
          "aria-disabled": disabled || undefined,
        })}
        sx={{
          border: 2,
          borderStyle: "dashed",
          borderColor: messages.length
            ? "error.main"
            : isDragActive
              ? "primary.main"
              : "action.disabled",
          borderRadius: 2,
          p: 2,
          textAlign: "center",
          cursor: disabled ? "default" : "pointer",
          bgcolor: isDragActive ? "action.hover" : "background.paper",
          opacity: disabled ? 0.6 : 1,
          "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
        }}
      >
        <CloudUploadIcon color="primary" sx={{ fontSize: 32 }} aria-hidden />
        <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
          {isDragActive ? translate("schools.form.drop_here") : hint}
        </Typography>
      </Box>
      {messages.length > 0 && (
        <Box role="alert" sx={{ mt: 1 }}>
          {messages.map((message) => (
            <Typography key={message} variant="body2" color="error">
              {translate(message, { _: message })}
            </Typography>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
};
