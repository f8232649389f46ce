import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useNavigate } from "react-router-dom";
import { useCreate, useTranslate } from "react-admin";
import { IMPORT_ROWS_MAX, type ImportJob } from "../../contract/imports";
import { readableSize } from "../../contract/schools";
import { FileDropzone } from "../schools/FileDropzone";
import { formatCount } from "../common/formatCount";
import { useOneAtATime } from "../common/useOneAtATime";
import type { ImportUpload } from "../providers/resources/imports";
import { IMPORT_UPLOAD } from "./importFile";

/**
 * Step 2: the file, sent as soon as it is chosen (nothing is written before the review). The
 * server's refusal (size, rows, columns, a file that is not what its name says) is said at the
 * drop zone; once accepted, the page moves to the import's own address, which a reload or a
 * sign-in again comes back to.
 */
export const UploadStep = ({ hasJob }: { hasJob: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [create, { isPending, error, reset, variables }] = useCreate<
    ImportUpload,
    Error,
    ImportJob
  >();
  const upload = useOneAtATime((file: File) => {
    reset();
    return create(
      "school-imports",
      { data: { file } },
      {
        returnPromise: true,
        onSuccess: (job) => navigate(`/school/import/${job.id}`),
      },
    );
  });
  const chosen = isPending ? variables?.data?.file : undefined;
  const uploading = chosen instanceof File ? chosen : chosen?.rawFile;
  return (
    <>
      {hasJob && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("imports.upload.check_another")}
        </Typography>
      )}
      <FileDropzone
        rule={IMPORT_UPLOAD}
        label="imports.upload.label"
        hint={translate("imports.upload.hint", {
          rows: formatCount(IMPORT_ROWS_MAX),
          size: readableSize(IMPORT_UPLOAD.maxBytes),
        })}
        multiple={false}
        files={[]}
        onChange={([file]) => file && upload(file)}
        disabled={isPending}
        error={!isPending && error instanceof Error ? error.message : undefined}
      >
        {uploading && (
          <Box sx={{ mt: 1 }} role="status">
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {translate("imports.upload.uploading", { name: uploading.name })}
            </Typography>
            <LinearProgress sx={{ mt: 0.5 }} aria-label={uploading.name} />
          </Box>
        )}
      </FileDropzone>
    </>
  );
};
