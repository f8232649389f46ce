import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import EditIcon from "@mui/icons-material/Edit";
import DeleteIcon from "@mui/icons-material/Delete";
import { useSearchParams } from "react-router-dom";
import {
  CreateBase,
  DataTable,
  Form,
  ListBase,
  TextInput,
  useDelete,
  useListContext,
  useNotify,
  useTranslate,
  useUpdate,
} from "react-admin";
import {
  HOLIDAY_YEAR_MAX,
  HOLIDAY_YEAR_MIN,
  holidayPayloadSchema,
  holidayRenamePayloadSchema,
} from "../../contract/holidays";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { formatDate, parseDate } from "../common/formatDate";
import { useNotifySaveFailure, useSubmitShowingFieldErrors } from "../common/formHooks";
import { LoadError } from "../common/LoadError";
import { SubmitButton } from "../common/SubmitButton";
import { validateWith } from "../common/validateWith";
import type { HolidayRecord } from "../providers/resources/holidays";
import { SettingsPage } from "./SettingsPage";
import { SettingsSection } from "./SettingsSection";

const Column = DataTable.Col<HolidayRecord>;

/** What a change answers: the holiday, with the server's message for the toast. */
type HolidayAnswer = HolidayRecord & { message?: string };

/** The toast of a change that succeeded: the server's message, in the user's language. */
function useNotifyDone() {
  const notify = useNotify();
  return (answer: unknown) => {
    const message = (answer as HolidayAnswer | undefined)?.message;
    if (message) notify(message, { type: "success", messageArgs: { _: message } });
  };
}

const WEEKDAYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;

/** The weekday of a day (YYYY-MM-DD): the same wherever the reader is. */
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

/** The years the picker offers: five either side of this one, within the calendar's years. */
function pickableYears(current: number, shown: number): number[] {
  const years = new Set<number>([shown]);
  for (let y = current - 5; y <= current + 5; y++) years.add(y);
  return [...years]
    .filter((y) => y >= HOLIDAY_YEAR_MIN && y <= HOLIDAY_YEAR_MAX)
    .sort((a, b) => a - b);
}

/** The year of the URL's `year`, this year when it has none or one the calendar does not hold. */
function useYear(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const asked = Number(params.get("year"));
  const year =
    Number.isInteger(asked) && asked >= HOLIDAY_YEAR_MIN && asked <= HOLIDAY_YEAR_MAX
      ? asked
      : thisYear;
  // In the URL, so that Back and a shared link show the same year.
  const setYear = (next: number) => setParams({ year: String(next) }, { replace: true });
  return [year, setYear];
}

/**
 * The add form, on react-admin's create controller: the date typed as dd/mm/yyyy (the
 * console's one way of typing a date, src/common/formatDate.ts) and sent as YYYY-MM-DD, the
 * rules the contract's payload schema, and the server's field errors (a 409 for a day that is
 * a holiday already) under their fields.
 */
const AddHoliday = () => {
  const translate = useTranslate();
  const notifyDone = useNotifyDone();
  const onError = useNotifySaveFailure();
  // A new form after each holiday added: the next one starts empty.
  const [added, setAdded] = useState(0);
  const payloadErrors = validateWith(holidayPayloadSchema);
  const validate = (values: Record<string, unknown>) => {
    const typed = String(values.day ?? "").trim();
    const day = typed === "" ? "" : parseDate(typed);
    const errors = payloadErrors({ ...values, day: day ?? "" });
    if (day === null) errors.day = translate("settings.holidays.day_format");
    return errors;
  };
  return (
    <SettingsSection id="holiday-add" title="settings.holidays.add_title">
      <CreateBase<HolidayRecord>
        resource="holidays"
        redirect={false}
        mutationMode="pessimistic"
        transform={(data: { day?: string; name?: string }) => ({
          ...data,
          day: parseDate(String(data.day ?? "")) ?? data.day,
        })}
        mutationOptions={{
          onSuccess: (record: HolidayRecord) => {
            notifyDone(record);
            setAdded((n) => n + 1);
          },
          onError,
        }}
      >
        {/* No warning on leaving with unsaved changes: two short fields, nothing to lose. */}
        <Form key={added} validate={validate} noValidate disableInvalidFormNotification>
          <Box
            sx={{
              display: "flex",
              flexWrap: "wrap",
              columnGap: 2,
              alignItems: "flex-start",
            }}
          >
            <TextInput
              source="day"
              label="settings.holidays.fields.day"
              placeholder={translate("settings.holidays.day_placeholder")}
              autoComplete="off"
              isRequired
              sx={{ width: { xs: "100%", sm: 180 } }}
            />
            <TextInput
              source="name"
              label="settings.holidays.fields.name"
              autoComplete="off"
              isRequired
              sx={{ flex: "1 1 240px" }}
            />
            <SubmitButton label="settings.holidays.add" sx={{ mt: 1 }} />
          </Box>
        </Form>
      </CreateBase>
    </SettingsSection>
  );
};

/** Renames a holiday in a dialog, through react-admin's update. */
const RenameDialog = ({ holiday, onClose }: { holiday: HolidayRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notifyDone = useNotifyDone();
  const [update] = useUpdate<HolidayRecord>();
  const submit = useSubmitShowingFieldErrors<{ name: string }>(async ({ name }) => {
    const record = await update(
      "holidays",
      { id: holiday.id, data: { name }, previousData: holiday },
      { mutationMode: "pessimistic", returnPromise: true },
    );
    notifyDone(record);
    onClose();
  });
  const titleId = `rename-${holiday.id}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form
        record={{ name: holiday.name }}
        onSubmit={submit}
        validate={validateWith(holidayRenamePayloadSchema)}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id={titleId}>
          {translate("settings.holidays.rename_title", { day: formatDate(holiday.day) })}
        </DialogTitle>
        <DialogContent>
          <TextInput
            source="name"
            label="settings.holidays.fields.name"
            autoComplete="off"
            isRequired
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("app.confirm.cancel")}</Button>
          <SubmitButton label="settings.holidays.save" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** The row's rename and remove buttons, and their dialogs. */
const RowActions = ({ holiday }: { holiday: HolidayRecord }) => {
  const translate = useTranslate();
  const notifyDone = useNotifyDone();
  const onError = useNotifySaveFailure();
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [remove] = useDelete<HolidayRecord>();
  const confirmRemove = async () => {
    try {
      const record = await remove(
        "holidays",
        { id: holiday.id, previousData: holiday },
        { mutationMode: "pessimistic", returnPromise: true },
      );
      notifyDone(record);
      setRemoving(false);
    } catch (error) {
      onError(error);
      throw error;
    }
  };
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end", whiteSpace: "nowrap" }}>
      <IconButton
        aria-label={translate("settings.holidays.rename", { name: holiday.name })}
        onClick={() => setRenaming(true)}
        size="small"
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={translate("settings.holidays.remove", { name: holiday.name })}
        onClick={() => setRemoving(true)}
        size="small"
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      {renaming && <RenameDialog holiday={holiday} onClose={() => setRenaming(false)} />}
      <ConfirmDialog
        open={removing}
        title="settings.holidays.remove_title"
        description="settings.holidays.remove_text"
        subject={`${formatDate(holiday.day)} ${holiday.name}`}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(false)}
        focus="cancel"
      />
    </Box>
  );
};

/** The year's holidays: date, weekday, name, and each one's actions. */
const HolidayTable = ({ year }: { year: number }) => {
  const translate = useTranslate();
  const { error, refetch, isPending, isFetching, data } = useListContext<HolidayRecord>();
  if (error) {
    return (
      <LoadError
        title="app.list.failed"
        error={error}
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!isPending && data?.length === 0) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate("settings.holidays.none", { year })}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: "auto" }}>
      <DataTable<HolidayRecord>
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate("settings.holidays.table", { year })}
      >
        <Column
          source="day"
          label="settings.holidays.fields.day"
          disableSort
          sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
          render={(record) => formatDate(record.day)}
        />
        <Column
          label="settings.holidays.fields.weekday"
          disableSort
          sx={{ whiteSpace: "nowrap" }}
          render={(record) => translate(`settings.holidays.weekdays.${weekdayOf(record.day)}`)}
        />
        {/* A name keeps room to be read; on a phone the table scrolls sideways rather than
            squeezing it to a letter a line. */}
        <Column
          source="name"
          label="settings.holidays.fields.name"
          disableSort
          sx={{ overflowWrap: "anywhere", minWidth: 160 }}
        />
        <Column
          label="settings.holidays.fields.actions"
          disableSort
          align="right"
          render={(record) => <RowActions holiday={record} />}
        />
      </DataTable>
    </Box>
  );
};

/**
 * Holidays (/settings/holidays): the holiday calendar a super administrator keeps. Unlike the
 * other settings screens it is no mock: every change goes to the server, and working days
 * (Monday to Saturday less these days) count by it.
 */
export const HolidaysPage = () => {
  const translate = useTranslate();
  const [year, setYear] = useYear();
  return (
    <SettingsPage title="settings.holidays.title" mock={false}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate("settings.holidays.intro")}
      </Typography>
      <AddHoliday />
      <ListBase<HolidayRecord>
        resource="holidays"
        filter={{ year }}
        sort={{ field: "day", order: "ASC" }}
        // A year holds a few holidays: all of them on one page.
        perPage={1000}
        disableSyncWithLocation
        storeKey={false}
        disableAuthentication
      >
        <Card component="section" aria-labelledby="holiday-year-title">
          <Box
            sx={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              flexWrap: "wrap",
              gap: 2,
              p: 2,
            }}
          >
            <Typography
              variant="h6"
              component="h2"
              id="holiday-year-title"
              sx={{ fontWeight: 600 }}
            >
              {translate("settings.holidays.table", { year })}
            </Typography>
            <TextField
              select
              id="holiday-year"
              size="small"
              label={translate("settings.holidays.year")}
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
              sx={{ minWidth: 120 }}
            >
              {pickableYears(new Date().getFullYear(), year).map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <HolidayTable year={year} />
        </Card>
      </ListBase>
    </SettingsPage>
  );
};
