import { useEffect, useRef, useState, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/Download";
import UndoIcon from "@mui/icons-material/Undo";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { Confirm, useDataProvider, useGetOne, useNotify, useTranslate } from "react-admin";
import type { ImportJob, ImportUndoResult } from "../../contract/imports";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { LoadError } from "../common/LoadError";
import { formatCount } from "../common/formatCount";
import { formatDateTime } from "../common/formatDate";
import { useOneAtATime } from "../common/useOneAtATime";
import { ImportErrors } from "./ImportErrors";
import { POLL_MS, isWorking, percent, timeLeft } from "./importFile";

/** The resource whose queries (the job, the past imports) a change of the job refreshes. */
const IMPORTS = "school-imports";

/** A progress bar with its sentence above it, named for a screen reader. */
const Progress = ({
  label,
  text,
  value,
  children,
}: {
  label: string;
  text: string;
  /** Undefined while the whole is not known: the bar only says that work is going on. */
  value: number | undefined;
  children?: ReactNode;
}) => (
  <Box sx={{ my: 2 }}>
    <Typography variant="body2" sx={{ mb: 0.5 }} aria-live="polite">
      {text}
    </Typography>
    <LinearProgress
      variant={value === undefined ? "indeterminate" : "determinate"}
      value={value}
      aria-label={label}
      sx={{ height: 8, borderRadius: 1 }}
    />
    {children}
  </Box>
);

/** A count for a text with plural forms: the form chosen by the number, the number as people read it. */
const counted = (n: number) => ({ smart_count: n, count: formatCount(n) });

/** The import's speed and time left, as far as the job knows them yet. */
function speedLine(job: ImportJob, translate: ReturnType<typeof useTranslate>): string {
  const parts: string[] = [];
  if (job.rows_per_second !== null) {
    const rate = formatCount(Math.round(job.rows_per_second));
    parts.push(translate("imports.review.rate", { rate }));
  }
  if (job.seconds_left !== null) {
    const { key, count } = timeLeft(job.seconds_left);
    parts.push(
      translate("imports.review.time_left", { time: translate(key, { smart_count: count }) }),
    );
  }
  return parts.length ? parts.join(" · ") : translate("imports.review.starting");
}

/** The dry run's three totals, side by side (three short figures fit a phone's width too). */
const Totals = ({ job }: { job: ImportJob }) => {
  const translate = useTranslate();
  const totals = [
    { key: "valid", value: job.valid, color: "success.main" },
    { key: "with_errors", value: job.with_errors, color: "error.main" },
    { key: "existing", value: job.existing, color: "text.secondary" },
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={translate("imports.review.totals.label")}
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(3, 1fr)",
        gap: 1,
        my: 2,
      }}
    >
      {totals.map(({ key, value, color }) => (
        <Box
          key={key}
          sx={{ p: { xs: 1, sm: 1.5 }, border: 1, borderColor: "divider", borderRadius: 1 }}
          title={key === "existing" ? translate("imports.review.totals.existing_hint") : undefined}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`imports.review.totals.${key}`)}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, fontWeight: 700, color, fontVariantNumeric: "tabular-nums" }}
          >
            {formatCount(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** 'Import N valid rows': sent once however often it is clicked, disabled when N is 0. */
const RunButton = ({ job, onStarted }: { job: ImportJob; onStarted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  // Once the run is accepted the button stays spent until the job's next reading says importing.
  const [started, setStarted] = useState(false);
  const run = useMutation({
    mutationFn: () => dataProvider.runImport(job.id),
    onSuccess: () => {
      setStarted(true);
      onStarted();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : "ra.notification.http_error", {
        type: "error",
      }),
  });
  const send = useOneAtATime(() => run.mutateAsync());
  const none = job.valid === 0;
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        variant="contained"
        disabled={none || run.isPending || started}
        onClick={() => send(undefined)}
      >
        {translate("imports.review.run", counted(job.valid))}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(none ? "imports.review.nothing_to_import" : "imports.review.run_hint")}
      </Typography>
    </Box>
  );
};

/** What an undo removed, and the schools it kept with the reason. */
const UndoResult = ({ result }: { result: ImportUndoResult }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 2 }} role="status">
      {translate("imports.review.removed", counted(result.removed))}
      {result.kept.length > 0 && (
        <>
          <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
            {translate("imports.review.kept_title")}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.kept.map((school) => (
              <li key={school.school_id}>
                <MuiLink component={Link} to={`/school/profile/${school.school_id}`}>
                  {school.school_name}
                </MuiLink>
                {": "}
                {translate(`imports.review.kept.${school.reason}`)}
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
};

/** Whether a moment is still ahead: as of the first render, then again when the moment comes. */
function useStillAhead(moment: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const until = moment ? Date.parse(moment) : NaN;
  useEffect(() => {
    if (!(until > Date.now())) return;
    // The button goes when the window closes, even on a page left open.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [until]);
  return until > now;
}

/** The import's end: the schools created, the list, and the undo while it is allowed. */
const Done = ({ job, onUndone }: { job: ImportJob; onUndone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<ImportUndoResult | null>(null);
  const undoable = useStillAhead(job.undo_until) && job.state === "done";
  const undo = useMutation({
    mutationFn: () => dataProvider.undoImport(job.id),
    onSuccess: (answer) => {
      setResult(answer);
      setAsking(false);
      onUndone();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : "ra.notification.http_error", {
        type: "error",
      }),
  });
  const confirm = useOneAtATime(() => undo.mutateAsync());
  return (
    <Box sx={{ mt: 2 }}>
      {job.state === "done" && (
        <Alert severity="success" role="status">
          {translate("imports.review.done", counted(job.imported))}
        </Alert>
      )}
      {job.state === "undone" && job.undone_at && (
        <Alert severity="info">
          {translate("imports.review.undone", { date: formatDateTime(job.undone_at) })}
        </Alert>
      )}
      {result && <UndoResult result={result} />}
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 2 }}>
        <Button component={Link} to="/school" variant="contained">
          {translate("imports.review.to_list")}
        </Button>
        {undoable && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<UndoIcon />}
            onClick={() => setAsking(true)}
          >
            {translate("imports.review.undo")}
          </Button>
        )}
      </Box>
      {undoable && job.undo_until && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate("imports.review.undo_until", { date: formatDateTime(job.undo_until) })}
        </Typography>
      )}
      <Confirm
        isOpen={asking}
        loading={undo.isPending}
        title="imports.review.undo_title"
        content="imports.review.undo_content"
        confirm="imports.review.undo"
        confirmColor="warning"
        onConfirm={() => confirm(undefined)}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};

/**
 * Step 3: the import as the server has it, read again every second while its dry run or its
 * import runs (react-query's refetchInterval through react-admin's useGetOne). The totals, the
 * errors by row and column with the file to fix them in, then 'Import N valid rows', its progress
 * and its end. Everything shown comes from the job, so a reload shows the same.
 */
export const ReviewStep = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const {
    data: job,
    error,
    refetch,
    isFetching,
  } = useGetOne<ImportJob>(
    IMPORTS,
    { id },
    { refetchInterval: (query) => (isWorking(query.state.data) ? POLL_MS : false) },
  );
  // The past imports follow the shown one's state (counts, state).
  const seen = useRef(job?.state);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== job?.state) {
      void queryClient.invalidateQueries({ queryKey: [IMPORTS, "getList"] });
    }
    seen.current = job?.state;
  }, [job?.state, queryClient]);
  const reread = () => void refetch();

  if (!job) {
    return error ? (
      <LoadError
        title="imports.review.load_failed"
        error={error}
        onRetry={reread}
        retrying={isFetching}
      />
    ) : (
      <Box role="status" sx={{ my: 2 }}>
        <Typography variant="body2">{translate("imports.review.loading")}</Typography>
        <LinearProgress sx={{ mt: 1 }} aria-label={translate("imports.review.loading")} />
      </Box>
    );
  }
  const checked = job.state !== "checking" && job.state !== "failed";
  return (
    <Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {translate("imports.review.file", {
            name: job.file_name,
            who: job.created_by,
            date: formatDateTime(job.created_at),
          })}
        </Typography>
        <Chip size="small" label={translate(`imports.states.${job.state}`)} />
      </Box>
      {job.state === "failed" && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <strong>{translate("imports.review.failed")}</strong>
          {job.failure && (
            <Box component="span" sx={{ display: "block" }}>
              {translate(job.failure.key, { ...job.failure.params, _: job.failure.message })}
            </Box>
          )}
        </Alert>
      )}
      {job.state === "checking" && (
        <Progress
          label={translate("imports.review.checking_label")}
          text={
            job.rows === null
              ? translate("imports.review.checking_count", { checked: formatCount(job.checked) })
              : translate("imports.review.checking", {
                  checked: formatCount(job.checked),
                  rows: formatCount(job.rows),
                })
          }
          value={job.rows === null ? undefined : percent(job.checked, job.rows)}
        />
      )}
      {job.state !== "failed" && <Totals job={job} />}
      {checked && job.with_errors > 0 && (
        <Box component="section" aria-labelledby={`import-${job.id}-errors`} sx={{ mt: 2 }}>
          <Typography id={`import-${job.id}-errors`} variant="h6" component="h3">
            {translate("imports.review.errors_title")}
          </Typography>
          {job.error_file_url && (
            <Box sx={{ my: 1 }}>
              <Button
                href={job.error_file_url}
                download
                variant="outlined"
                startIcon={<DownloadIcon />}
              >
                {translate("imports.review.error_file")}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {translate("imports.review.error_file_hint")}
              </Typography>
            </Box>
          )}
          <ImportErrors importId={job.id} />
        </Box>
      )}
      {job.state === "checked" && <RunButton job={job} onStarted={reread} />}
      {job.state === "importing" && (
        <Progress
          label={translate("imports.review.importing_label")}
          text={translate("imports.review.importing", {
            done: formatCount(job.imported),
            total: formatCount(job.valid),
          })}
          value={percent(job.imported, job.valid)}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {speedLine(job, translate)}
          </Typography>
        </Progress>
      )}
      {(job.state === "done" || job.state === "undone") && <Done job={job} onUndone={reread} />}
    </Box>
  );
};
