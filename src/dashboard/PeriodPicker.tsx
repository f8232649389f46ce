import { useState } from "react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import {
  PERIOD_PRESETS,
  periodDays,
  periodErrors,
  presetPeriod,
  type Day,
  type Period,
  type PeriodKind,
} from "../../contract/analytics";
import { formatDate, parseDate } from "../common/formatDate";
import { useDateWords } from "./words";
import type { usePeriod } from "./usePeriod";

const KINDS: readonly PeriodKind[] = [...PERIOD_PRESETS, "custom"];

/**
 * A day typed as dd/mm/yyyy. A text field rather than a native date input, as on the Audit Log:
 * that one shows the date in the order of the browser's locale (mm/dd/yyyy in many).
 */
const DayField = ({
  name,
  value,
  onChange,
  error,
}: {
  name: "from" | "to";
  value: string;
  onChange: (text: string) => void;
  /** A rule the range breaks, said at this field. */
  error?: string;
}) => {
  const translate = useTranslate();
  // Said once the user leaves the field, not while a date is half typed.
  const [left, setLeft] = useState(false);
  const message =
    left && parseDate(value) === null ? translate("dashboard.period.date_invalid") : error;
  return (
    <TextField
      size="small"
      name={name}
      label={translate(`dashboard.period.${name}`)}
      placeholder={translate("dashboard.period.date_placeholder")}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        if (parseDate(event.target.value) !== null) setLeft(false);
      }}
      onBlur={() => setLeft(true)}
      error={message !== undefined}
      helperText={message}
      sx={{ flex: { xs: "1 1 130px", sm: "0 0 170px" }, bgcolor: "background.paper" }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: "numeric", maxLength: 10, autoComplete: "off" },
      }}
    />
  );
};

/**
 * The custom range's two days as typed. A range that is whole and keeps the rules (in order,
 * not after today, at most 3 years) is taken at once; a wrong one is said at its field and not
 * taken, so the dashboard keeps showing the last good range.
 */
const CustomRange = ({
  period,
  today,
  onChange,
}: {
  period: Period;
  today: Day;
  onChange: (period: Period) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState({ from: formatDate(period.from), to: formatDate(period.to) });
  // The URL moved by itself (a link, the back button): the fields follow, unless they already
  // say it (a day typed with one digit, "1/11/2026", stays as typed). Set while rendering, as
  // React's docs adjust state to a changed prop, rather than in an effect a render later.
  const [shown, setShown] = useState(period);
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    if (parseDate(text.from) !== period.from || parseDate(text.to) !== period.to)
      setText({ from: formatDate(period.from), to: formatDate(period.to) });
  }
  const [from, to] = [parseDate(text.from), parseDate(text.to)];
  const broken = from !== null && to !== null ? periodErrors({ from, to }, today).to : undefined;
  const set = (name: "from" | "to", value: string) => {
    const next = { ...text, [name]: value };
    setText(next);
    const range = { from: parseDate(next.from), to: parseDate(next.to) };
    if (range.from === null || range.to === null) return;
    const whole = { from: range.from, to: range.to };
    if (!periodErrors(whole, today).to && (whole.from !== period.from || whole.to !== period.to))
      onChange(whole);
  };
  return (
    <>
      <DayField name="from" value={text.from} onChange={(value) => set("from", value)} />
      <DayField
        name="to"
        value={text.to}
        onChange={(value) => set("to", value)}
        error={broken && translate(`validation.${broken}`)}
      />
    </>
  );
};

/**
 * The dashboard's period: this week, this month, this academic year or a custom range, and the
 * days it stands for in words. Everything below the cards follows it.
 */
export const PeriodPicker = ({
  kind,
  period,
  today,
  choose,
}: Pick<ReturnType<typeof usePeriod>, "kind" | "period" | "today" | "choose">) => {
  const translate = useTranslate();
  const { dayInWords } = useDateWords();
  return (
    <Box component="section" aria-labelledby="period-label" sx={{ mb: 3 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
        <TextField
          select
          size="small"
          id="period"
          name="period"
          label={translate("dashboard.period.label")}
          value={kind}
          onChange={(event) => {
            const next = event.target.value as PeriodKind;
            // A custom range starts from the days shown, to be changed from there.
            choose(next, next === "custom" ? period : presetPeriod(next, today));
          }}
          sx={{ flex: { xs: "1 1 100%", sm: "0 0 240px" }, bgcolor: "background.paper" }}
          slotProps={{
            inputLabel: { id: "period-label" },
            select: { SelectDisplayProps: { "aria-describedby": "period-days" } },
          }}
        >
          {KINDS.map((option) => (
            <MenuItem key={option} value={option}>
              {translate(`dashboard.period.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        {kind === "custom" && (
          <CustomRange
            period={period}
            today={today}
            onChange={(range) => choose("custom", range, { replace: true })}
          />
        )}
      </Box>
      <Typography
        id="period-days"
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ mt: 1 }}
      >
        {translate("dashboard.period.resolved", {
          from: dayInWords(period.from),
          to: dayInWords(period.to),
          smart_count: periodDays(period),
        })}
      </Typography>
    </Box>
  );
};
