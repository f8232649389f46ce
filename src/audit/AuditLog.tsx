import { useEffect, useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import MuiLink from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import {
  DataTable,
  ListBase,
  useGetList,
  useGetOne,
  useListContext,
  useTranslate,
} from "react-admin";
import { AUDIT_ACTIONS, AUDIT_TOTAL_CAP, datesInOrder } from "../../contract/audit";
import { PAGE_SIZE } from "../../contract/envelope";
import { formatDate, formatDateTime, parseDate } from "../common/formatDate";
import { ListTable } from "../common/ListTable";
import { nextDay, type AuditEventRecord, type AuditListFilter } from "../providers/resources/audit";
import type { SchoolDetailRecord, SchoolRecord } from "../providers/resources/schools";
import { eventSentence, changeLines } from "./eventText";
import { PageHeader } from "../common/PageHeader";
import { ExportButton } from "../common/ExportButton";

const Column = DataTable.Col<AuditEventRecord>;

/** How long the text filters wait for typing to pause before asking the server. */
const DEBOUNCE_MS = 500;

const clean = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== "" && v != null));

/**
 * Where an event's line leads: a school's profile, or an import's page, which shows its counts
 * and signs a fresh link to its error file (a link kept in the log would have expired).
 */
const TARGET_PAGES: Partial<Record<string, (id: number) => string>> = {
  school: (id) => `/school/profile/${id}`,
  school_import: (id) => `/school/import/${id}`,
};

/**
 * The event's line, which wraps rather than being cut (it is the key information), and under it
 * an update's changes, field by field; the line links to its target's page when it has one.
 */
export const EventLine = ({ event }: { event: AuditEventRecord }) => {
  const translate = useTranslate();
  const text = eventSentence(event, translate);
  const changes = changeLines(event, translate);
  const page = event.target_type ? TARGET_PAGES[event.target_type] : undefined;
  return (
    <>
      {page && event.target_id !== null ? (
        <MuiLink component={Link} to={page(event.target_id)} underline="hover" color="inherit">
          {text}
        </MuiLink>
      ) : (
        text
      )}
      {changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, color: "text.secondary", overflowWrap: "anywhere" }}>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </Box>
      )}
    </>
  );
};

type SchoolOption = Pick<SchoolRecord, "school_id" | "school_name"> & { city_name?: string | null };

/** A school picked by name: searches the school list as the user types. */
const SchoolFilter = ({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) => {
  const translate = useTranslate();
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data = [], isFetching } = useGetList<SchoolRecord>(
    "schools",
    { pagination: { page: 1, perPage: 10 }, filter: search ? { search } : {} },
    { enabled: search.length > 0 },
  );
  const found = data.find((s) => s.school_id === value);
  // A school chosen before (the address, or a profile's History link) is named, not numbered.
  const { data: chosen } = useGetOne<SchoolDetailRecord>(
    "schools",
    { id: value ?? 0 },
    { enabled: value !== undefined && !found },
  );
  const named: SchoolOption | undefined =
    chosen && chosen.school_id === value
      ? { school_id: chosen.school_id, school_name: chosen.school_name }
      : undefined;
  const selected = found ?? named ?? null;
  return (
    <Autocomplete<SchoolOption>
      size="small"
      options={found || !named ? data : [named, ...data]}
      value={selected}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(s) => `${s.school_name}${s.city_name ? `, ${s.city_name}` : ""}`}
      isOptionEqualToValue={(a, b) => a.school_id === b.school_id}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, school) => onChange(school?.school_id)}
      sx={{ flex: "1 1 240px", maxWidth: 360, bgcolor: "background.paper" }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate("audit.filters.school")}
          placeholder={
            value !== undefined && !selected
              ? `#${value}`
              : translate("audit.filters.school_placeholder")
          }
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
};

/** A filter's yyyy-mm-dd date as its field shows it. */
const shown = (day: string | undefined) => (day ? formatDate(day) : "");

/** What a date field's text asks for: "" for none, the day, or null when it is no date. */
const dayOf = (text: string) => (text.trim() === "" ? "" : parseDate(text));

/**
 * A day typed as dd/mm/yyyy. A text field rather than a native date input: that one shows the
 * date in the order of the browser's locale (mm/dd/yyyy in many), not the console's.
 */
const DateFilter = ({
  name,
  value,
  onChange,
  rangeError = false,
}: {
  name: "from" | "to";
  value: string;
  onChange: (text: string) => void;
  rangeError?: boolean;
}) => {
  const translate = useTranslate();
  // Said once the user leaves the field, not while a date is half typed.
  const [left, setLeft] = useState(false);
  const badDate = left && dayOf(value) === null;
  const message = badDate
    ? translate("audit.filters.date_invalid")
    : rangeError
      ? translate("validation.date_range_invalid")
      : undefined;
  return (
    <TextField
      size="small"
      name={name}
      label={translate(`audit.filters.${name}`)}
      placeholder={translate("audit.filters.date_placeholder")}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        if (dayOf(event.target.value) !== null) setLeft(false);
      }}
      onBlur={() => setLeft(true)}
      error={message !== undefined}
      helperText={message}
      sx={{ width: 170, bgcolor: "background.paper" }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: "numeric", maxLength: 10, autoComplete: "off" },
      }}
    />
  );
};

/** Who (debounced), action, school and the date range. */
const Filters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as AuditListFilter;
  const [actor, setActor] = useState(filter.actor ?? "");
  useEffect(() => {
    if (actor.trim() === (filter.actor ?? "").trim()) return;
    const timer = setTimeout(
      () => setFilters(clean({ ...filterValues, actor: actor.trim() }), undefined, false),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [actor, filter.actor, filterValues, setFilters]);
  const set = (values: Partial<AuditListFilter>) =>
    setFilters(clean({ ...filterValues, ...values }), undefined, false);
  const targetId = filter.target_id !== undefined ? Number(filter.target_id) : undefined;
  // The dates as typed (dd/mm/yyyy); one not written so, or a range that ends before it starts,
  // is said at its field and not asked for.
  const [dates, setDates] = useState({ from: shown(filter.from), to: shown(filter.to) });
  // To is a whole day: the range ends at the start of the next one.
  const inOrder = ({ from, to }: { from: string; to: string }) =>
    datesInOrder(from, to && nextDay(to));
  const [fromDay, toDay] = [dayOf(dates.from), dayOf(dates.to)];
  const datesWrong = fromDay !== null && toDay !== null && !inOrder({ from: fromDay, to: toDay });
  const setDate = (name: "from" | "to", text: string) => {
    const next = { ...dates, [name]: text };
    setDates(next);
    const from = dayOf(next.from);
    const to = dayOf(next.to);
    if (from !== null && to !== null && inOrder({ from, to })) set({ from, to });
  };
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}>
      <TextField
        size="small"
        name="actor"
        label={translate("audit.filters.actor")}
        placeholder={translate("audit.filters.actor_placeholder")}
        value={actor}
        onChange={(event) => setActor(event.target.value)}
        sx={{ width: 180, bgcolor: "background.paper" }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        size="small"
        name="action"
        id="audit-action-filter"
        label={translate("audit.filters.action")}
        value={filter.action ?? ""}
        onChange={(event) => set({ action: event.target.value })}
        sx={{ width: 240, bgcolor: "background.paper" }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{translate("audit.filters.all_actions")}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {translate(`audit.actions.${action}`)}
          </option>
        ))}
      </TextField>
      <SchoolFilter
        value={targetId}
        onChange={(id) =>
          set({ target_type: id === undefined ? "" : "school", target_id: id ?? "" })
        }
      />
      <DateFilter name="from" value={dates.from} onChange={(text) => setDate("from", text)} />
      <DateFilter
        name="to"
        value={dates.to}
        onChange={(text) => setDate("to", text)}
        rangeError={datesWrong}
      />
      {Object.keys(clean(filterValues)).length > 0 && (
        <Button
          onClick={() => {
            setActor("");
            setDates({ from: "", to: "" });
            setFilters({}, undefined, false);
          }}
        >
          {translate("audit.filters.clear")}
        </Button>
      )}
    </Box>
  );
};

/** The table of events: when, the event in one line, and where from. */
export const AuditTable = () => {
  const translate = useTranslate();
  return (
    <ListTable<AuditEventRecord>
      label="audit.table"
      columns={3}
      minWidth={720}
      cap={AUDIT_TOTAL_CAP}
    >
      {/* The table's layout is fixed: 'When' and the address get what they need, the event the
          rest (it is what the reader came for, and it wraps rather than being cut). */}
      <Column
        source="occurred_at"
        disableSort
        sx={{ whiteSpace: "nowrap", width: 210 }}
        render={(record) => formatDateTime(record.occurred_at, { seconds: true })}
      />
      <Column
        label={translate("resources.audit-events.fields.event")}
        disableSort
        sx={{ overflowWrap: "anywhere" }}
        render={(record) => <EventLine event={record} />}
      />
      <Column
        source="client_ip"
        disableSort
        sx={{ width: 150, overflowWrap: "anywhere" }}
        render={(record) => record.client_ip ?? translate("app.na")}
      />
    </ListTable>
  );
};

/** The Audit Log (/audit-log): every change and sign-in, newest first, with filters. */
export const AuditLog = () => {
  const translate = useTranslate();
  return (
    <ListBase
      resource="audit-events"
      perPage={PAGE_SIZE}
      storeKey={false}
      disableAuthentication
      sort={{ field: "id", order: "DESC" }}
    >
      <PageHeader title={translate("audit.title")}>
        <ExportButton resource="audit-events" />
      </PageHeader>
      <Filters />
      <Card>
        <AuditTable />
      </Card>
    </ListBase>
  );
};

/** The History section of a school's profile: its events, newest first. */
export const SchoolHistory = ({ schoolId }: { schoolId: number }) => {
  const translate = useTranslate();
  const filter = { target_type: "school", target_id: schoolId };
  return (
    <Card sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="school-history">
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 1 }}>
        <Typography id="school-history" variant="h6" component="h2">
          {translate("audit.history")}
        </Typography>
        <MuiLink
          component={Link}
          to={`/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`}
        >
          {translate("audit.history_all")}
        </MuiLink>
      </Box>
      <ListBase
        resource="audit-events"
        perPage={PAGE_SIZE}
        storeKey={false}
        disableSyncWithLocation
        disableAuthentication
        filter={filter}
        sort={{ field: "id", order: "DESC" }}
      >
        <AuditTable />
      </ListBase>
    </Card>
  );
};
