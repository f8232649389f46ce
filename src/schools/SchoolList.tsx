import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import InputAdornment from "@mui/material/InputAdornment";
import MuiLink from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import SearchIcon from "@mui/icons-material/Search";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { DataTable, ListBase, Pagination, useListContext, useTranslate } from "react-admin";
import { PAGE_SIZE } from "../../contract/envelope";
import { SCHOOL_SEARCH_MAX_LENGTH, SCHOOL_SORTS, SCHOOL_TOTAL_CAP } from "../../contract/schools";
import { searchQuery } from "../../contract/common";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { useStateChange } from "../common/useStateChange";
import { BulkActions, type BulkAction } from "../common/BulkActions";
import { ListHeader, ListTable, TruncatedText, cutTextSx, numberCell } from "../common/ListTable";
import { CUT_TEXT_ATTRIBUTE } from "../common/CutTextTooltip";
import { LoadingOverlay } from "../common/LoadingOverlay";
import { SafeListParams } from "../common/SafeListParams";
import { StatusColumn } from "../common/StatusColumn";
import { StatCards, useYearlySummary } from "../common/StatCards";
import { refreshNotifications } from "../layout/notifications";
import type { SchoolListFilter, SchoolRecord } from "../providers/resources/schools";
import { formatCount } from "../common/formatCount";
import { formatDate } from "../common/formatDate";
import { ImportSchoolsButton } from "../imports/ImportSchoolsButton";
import { SchoolFilters } from "./SchoolFilters";
import { ExportButton } from "../common/ExportButton";

const Column = DataTable.Col<SchoolRecord>;

/**
 * The profile link of a row, on the school's and the admin's name. The link itself is the cut
 * text: a link wider than its cell, only clipped, lay under the next cell's link as a touch target.
 */
const ProfileLink = ({
  record,
  text,
  phoneLines,
}: {
  record: SchoolRecord;
  text: string;
  phoneLines?: number;
}) => (
  <MuiLink
    component={Link}
    to={`/school/profile/${record.school_id}`}
    underline="hover"
    {...{ [CUT_TEXT_ATTRIBUTE]: text }}
    sx={cutTextSx(phoneLines)}
  >
    {text}
  </MuiLink>
);

/** How long the search box waits for typing to pause before asking the server. */
const SEARCH_DEBOUNCE_MS = 500;

/** What the server would answer a search with (contract's rule and message), if it refuses it. */
const searchProblem = (search: string) => searchQuery.safeParse(search).error?.issues[0]?.message;

const cleanFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== "" && v != null));

/** The search box (debounced) and the status filter on admin_approval. */
const Filters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as SchoolListFilter;
  const [search, setSearch] = useState(filter.q ?? "");
  // A search the server would refuse is said at the box and not sent.
  const problem = searchProblem(search);
  useEffect(() => {
    if (problem || search.trim() === (filter.q ?? "").trim()) return;
    // Applied with the filters as they are when typing pauses (a status chosen meanwhile stays).
    const timer = setTimeout(
      () => setFilters(cleanFilter({ ...filterValues, q: search.trim() }), undefined, false),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, problem, filter.q, filterValues, setFilters]);
  // A change of filter returns to page 1 (react-admin's SET_FILTER does).
  const setStatus = (value: string) =>
    setFilters(cleanFilter({ ...filterValues, admin_approval: value }), undefined, false);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}>
      <TextField
        id="school-search"
        name="search"
        type="search"
        size="small"
        value={search}
        error={!!problem}
        helperText={problem}
        placeholder={translate("schools.list.search")}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth={false}
        sx={{ flex: "1 1 260px", maxWidth: 420, bgcolor: "background.paper" }}
        slotProps={{
          htmlInput: {
            "aria-label": translate("schools.list.search_label"),
            // The server's limit: a longer query would be refused.
            maxLength: SCHOOL_SEARCH_MAX_LENGTH,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        name="admin_approval"
        id="school-status-filter"
        label={translate("schools.list.filter")}
        value={String(filter.admin_approval ?? "")}
        onChange={(event) => setStatus(event.target.value)}
        fullWidth={false}
        sx={{ width: 200, bgcolor: "background.paper" }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{translate("schools.list.all")}</option>
        <option value="true">{translate("schools.list.active")}</option>
        <option value="false">{translate("schools.list.pending")}</option>
      </TextField>
    </Box>
  );
};

/** The table, with the Verify and Action columns and their confirmations. */
const SchoolTable = () => {
  const translate = useTranslate();
  const { refetch } = useListContext<SchoolRecord>();
  const queryClient = useQueryClient();
  // The bell counts the schools awaiting verification.
  const refreshBell = () => void refreshNotifications(queryClient);
  const [verifying, setVerifying] = useState<SchoolRecord | null>(null);
  // The last one asked about stays named in the dialog while it closes.
  const [subject, setSubject] = useState("");
  const askVerify = (school: SchoolRecord) => {
    setSubject(school.school_name);
    setVerifying(school);
  };
  const verify = useStateChange<SchoolRecord>();
  const confirmVerify = async () => {
    if (!verifying) return;
    const school = verifying;
    // The verification runs under a blocking overlay, not in its dialog.
    setVerifying(null);
    await verify
      .change("schools", school, { admin_approval: true }, () => {
        refetch();
        refreshBell();
      })
      .catch(() => undefined);
  };
  const bulk: BulkAction[] = [
    {
      label: "audit.bulk.verify",
      confirm: "audit.bulk.verify_text",
      irreversible: true,
      data: { admin_approval: true },
    },
    {
      label: "audit.bulk.activate",
      confirm: "audit.bulk.activate_text",
      data: { status: true },
    },
    {
      label: "audit.bulk.deactivate",
      confirm: "audit.bulk.deactivate_text",
      data: { status: false },
    },
  ];

  return (
    <>
      <ListTable<SchoolRecord>
        label="schools.list.table"
        columns={7}
        minWidth={1020}
        bulkActionButtons={<BulkActions actions={bulk} />}
      >
        <Column
          source="school_name"
          // On a phone the name takes the screen's width beside Sl No., on two lines.
          sx={{ width: { xs: 230, sm: "auto" } }}
          render={(record) => (
            <ProfileLink record={record} text={record.school_name} phoneLines={2} />
          )}
        />
        <Column
          source="admin_name"
          disableSort
          render={(record) => <ProfileLink record={record} text={record.admin_name} />}
        />
        <Column
          label={translate("resources.schools.fields.location")}
          disableSort
          render={(record) => (
            <TruncatedText
              text={
                [record.state_name, record.city_name].filter(Boolean).join(", ") ||
                translate("app.na")
              }
            />
          )}
        />
        <Column
          source="students"
          align="right"
          sx={{ ...numberCell, width: 112 }}
          render={(record) => formatCount(record.students ?? 0)}
        />
        {/* Rollcall's column (issue 31): the registration date, sortable; docs/spec-differences.md. */}
        <Column
          source="created_at"
          sx={{ ...numberCell, width: 120 }}
          // dd/mm/yyyy in every language, as every date of the console (DateField follows the
          // browser's locale: mm/dd/yyyy in an American one).
          render={(record) => formatDate(record.created_at)}
        />
        <Column
          source="admin_approval"
          disableSort
          sx={{ width: 120 }}
          render={(record) =>
            record.admin_approval ? (
              // The state in words, not by the green tick alone.
              <Typography
                component="span"
                variant="body2"
                sx={{
                  display: "inline-flex",
                  alignItems: "center",
                  gap: 0.5,
                  color: "text.success",
                  whiteSpace: "nowrap",
                }}
              >
                <CheckCircleIcon fontSize="small" aria-hidden />
                {translate("schools.list.verified")}
              </Typography>
            ) : (
              <Button
                size="small"
                variant="outlined"
                aria-label={translate("schools.list.verify_label", { name: record.school_name })}
                onClick={() => askVerify(record)}
                sx={{ whiteSpace: "nowrap" }}
              >
                {translate("schools.list.verify")}
              </Button>
            )
          }
        />
        <StatusColumn<SchoolRecord>
          onText="schools.list.active"
          offText="schools.list.pending"
          toggleLabel="schools.list.status_label"
          name={(record) => record.school_name}
          confirmText="schools.list.status_text"
          onSettled={refreshBell}
        />
      </ListTable>
      <ConfirmDialog
        open={verifying !== null}
        title="app.confirm.confirmation"
        description="schools.list.verify_text"
        subject={subject}
        // Verifying cannot be undone: a stray Enter must not confirm it.
        focus="cancel"
        onConfirm={confirmVerify}
        onCancel={() => setVerifying(null)}
      />
      <LoadingOverlay open={verify.isPending} text={translate("schools.list.verifying")} />
    </>
  );
};

/**
 * The year's summary cards. The summary's query lives here, not in SchoolList: its answer then
 * re-renders the cards alone, not the whole list with its table in one long task.
 */
const SummaryCards = () => {
  const summary = useYearlySummary();
  return (
    <StatCards
      summary={summary.data}
      loading={summary.isPending}
      error={summary.error}
      onRetry={() => summary.refetch()}
      retrying={summary.isFetching}
    />
  );
};

/**
 * The pagination of a total the server stopped counting at (more than SCHOOL_TOTAL_CAP schools
 * match a combination of filters it keeps no counts for): the data provider then answers
 * react-admin's `pageInfo` instead of a total, and react-admin's own Pagination shows Previous
 * and Next only. Numbered pages would need the total, which only a count of every match gives.
 * With a total, ListTable's spec pagination shows instead and this renders nothing; after a
 * refused load there is neither (no total either), and nothing to count or page through.
 */
const CappedPagination = () => {
  const translate = useTranslate();
  const { total, isPending, error } = useListContext();
  if (isPending || error || total !== undefined) return null;
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ pt: 1 }}>
        {translate("schools.list.total_capped", { cap: formatCount(SCHOOL_TOTAL_CAP) })}
      </Typography>
      <Pagination rowsPerPageOptions={[]} />
    </Box>
  );
};

/** The sorts of the list: react-admin's `id` (the default, newest first) and the API's. */
const LIST_SORTS = ["id", ...SCHOOL_SORTS];

/** School Management (/school): summary cards, search, the status filter and the table. */
export const SchoolList = () => (
  <SafeListParams searchMax={SCHOOL_SEARCH_MAX_LENGTH} sorts={LIST_SORTS}>
    <ListBase
      resource="schools"
      perPage={PAGE_SIZE}
      // The newest schools first, by react-admin's `id` (the API's school_id); the School Name,
      // Students and Registered headers sort by theirs, both ways.
      sort={{ field: "id", order: "DESC" }}
      storeKey={false}
      disableAuthentication
    >
      <ListHeader title="schools.list.title" addTo="/school/add/new" addLabel="schools.list.add">
        <ImportSchoolsButton />
        <ExportButton resource="schools" />
      </ListHeader>
      <SummaryCards />
      <Filters />
      <SchoolFilters />
      <Card>
        <SchoolTable />
        <CappedPagination />
      </Card>
    </ListBase>
  </SafeListParams>
);
