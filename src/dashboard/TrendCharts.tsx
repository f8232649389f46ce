import { memo, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useTranslate, type TranslateFunction } from "react-admin";
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type XAxisTickContentProps,
} from "recharts";
import { PAYMENTS_INR } from "./sampleData";
import { CHART_CARD_HEIGHT, CHART_HEIGHT } from "./chartSize";
import { formatCount } from "../common/formatCount";
import { LoadError } from "../common/LoadError";
import { MONTHS, shareText, useDateWords } from "./words";
import type { RegistrationTrend } from "./useRegistrationTrend";
import type { AttendanceTrendState } from "./useAttendanceTrend";
import { shareFigure } from "../../contract/exports";
import { indiaDay } from "../../contract/analytics";

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
/** Axis ticks in lakhs keep the axis narrow (₹12.5L rather than ₹12,50,000). */
const lakhs = (value: number) => `₹${(value / 100000).toLocaleString("en-IN")}L`;

/**
 * One point of a trend: its key on the axis (unique), its label there, the year shown under
 * the label where the year changes, its name in the text alternative and tooltip, its value
 * on each line (null: none, a gap in the line).
 */
interface Point {
  key: string;
  label: string;
  year?: string;
  name: string;
  values: Record<string, number | null>;
}

/** One line of a chart: its value's key in the points, its name, its colour and dashes. */
interface Series {
  key: string;
  name: string;
  color: string;
  dashed?: boolean;
}

/**
 * A month's label under the axis: its name, and its year on a second line where the year
 * changes; on a phone, one slanted line. Plain SVG text: recharts' own label measures its words
 * in the page to wrap them (a forced layout per label), and these never wrap.
 */
const monthTick =
  (points: readonly Point[], narrow: boolean, fill: string) =>
  ({ x, y, payload }: XAxisTickContentProps) => {
    const point = points.find((p) => p.key === payload.value);
    if (!point) return <g />;
    const slant = narrow
      ? ({ transform: `rotate(-45, ${x}, ${y})`, textAnchor: "end" } as const)
      : {};
    return (
      <text x={x} y={y} dy="0.71em" fill={fill} fontSize={12} textAnchor="middle" {...slant}>
        {narrow && point.year ? `${point.label} ${point.year}` : point.label}
        {!narrow && point.year && (
          <tspan x={x} dy="1.2em">
            {point.year}
          </tspan>
        )}
      </text>
    );
  };

interface TrendChartProps {
  id: string;
  title: string;
  series: readonly Series[];
  /** The text alternative: every point's values in words. */
  summary: string;
  points: readonly Point[];
  formatTick: (value: number) => string;
  formatValue: (value: number | null) => string;
  /** The value axis's fixed range and ticks (a share's 0 to 100); else fitted to the values. */
  domain?: [number, number];
  ticks?: number[];
  /** The tooltip's heading of a point; its name by default. */
  tooltipLabel?: (point: Point) => ReactNode;
  /** On a phone's width: the months' labels slant, as twelve side by side would touch. */
  narrow: boolean;
  /** The slanted labels' room under the axis, for labels longer than a month and its year. */
  slantedHeight?: number;
  /** The most labels on the axis: 12 months fit side by side, fewer days ("23 Nov"). */
  maxLabels?: number;
  /** Beside the title: the sample data's mark. */
  mark?: ReactNode;
  /** Instead of the drawing and its summary: the chart's loading, failure or empty state. */
  state?: ReactNode;
}

/**
 * One line chart in a figure: the caption names it and a visually hidden sentence gives its
 * values, the text alternative of the drawing.
 */
const TrendChart = (props: TrendChartProps) => {
  const { palette } = useTheme();
  // recharts draws in its own fixed greys and on white: in the theme's colours instead, so the
  // axes, grid and tooltip follow the mode.
  const fill = palette.text.secondary;
  const tick = { ...TICK, fill };
  const interval = labelStep(props.points.length, props.maxLabels) - 1;
  return (
    // On paper a page break would cut the drawing where its fixed-height card ends.
    <Card sx={{ height: CHART_CARD_HEIGHT, breakInside: "avoid" }}>
      <CardContent
        component="figure"
        aria-labelledby={`${props.id}-title`}
        aria-describedby={`${props.id}-summary`}
        data-testid={props.id}
        sx={{ m: 0 }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, flexWrap: "wrap" }}>
          <Typography
            component="figcaption"
            variant="h6"
            id={`${props.id}-title`}
            sx={{ fontWeight: 600 }}
          >
            {props.title}
          </Typography>
          {props.mark}
        </Box>
        {props.series.length > 1 && <Legend series={props.series} />}
        {props.state ?? (
          <>
            <Typography id={`${props.id}-summary`} sx={visuallyHidden}>
              {props.summary}
            </Typography>
            {/* Months run left to right in every language (recharts' labels would flip in Urdu). */}
            <ResponsiveContainer
              width="100%"
              height={CHART_HEIGHT - (props.series.length > 1 ? LEGEND_HEIGHT : 0)}
              style={{ direction: "ltr" }}
            >
              <LineChart
                data={props.points as Point[]}
                margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
              >
                <CartesianGrid
                  strokeDasharray="3 3"
                  stroke={palette.divider}
                  verticalCoordinatesGenerator={NO_LINES}
                />
                {/* A numeric interval: the labels kept are chosen without measuring any. */}
                <XAxis
                  dataKey="key"
                  interval={interval}
                  tick={monthTick(props.points, props.narrow, fill)}
                  height={props.narrow ? (props.slantedHeight ?? 56) : 40}
                  stroke={palette.text.secondary}
                />
                {/*
                 * interval 0 as well: recharts then draws its five ticks without measuring each
                 * label in the page first (a forced layout per label), as five never overlap here.
                 */}
                <YAxis
                  tickFormatter={props.formatTick}
                  width={64}
                  interval={0}
                  allowDecimals={false}
                  domain={props.domain}
                  ticks={props.ticks}
                  tick={tick}
                  stroke={palette.text.secondary}
                />
                <Tooltip
                  // A gap's value comes as null or undefined: N/A, not 0.
                  formatter={(value) => props.formatValue(typeof value === "number" ? value : null)}
                  labelFormatter={(key) => {
                    const point = props.points.find((p) => p.key === key);
                    if (!point) return key;
                    return props.tooltipLabel ? props.tooltipLabel(point) : point.name;
                  }}
                  contentStyle={{
                    backgroundColor: palette.background.paper,
                    borderColor: palette.divider,
                    color: palette.text.primary,
                  }}
                  itemStyle={{ color: palette.text.primary }}
                  cursor={{ stroke: palette.divider }}
                />
                {props.series.map((line) => (
                  <Line
                    key={line.key}
                    type="monotone"
                    dataKey={`values.${line.key}`}
                    name={line.name}
                    stroke={line.color}
                    strokeWidth={2}
                    strokeDasharray={line.dashed ? DASHES : undefined}
                    dot={{ r: 3, fill: palette.background.paper, strokeDasharray: "" }}
                    // A point without a value is a gap in the line, not a fall to zero.
                    connectNulls={false}
                    // Drawn at once: the animation re-rendered the whole chart on every frame while
                    // the dashboard was loading (most of the charts' blocking time on a slow phone).
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
};

/** The second line's dashes: the two lines differ by more than their colour. */
const DASHES = "6 3";
/** The room of a chart's legend, taken from its drawing so that its card keeps its height. */
const LEGEND_HEIGHT = 24;

/**
 * The lines' names with their colour and dashes, above the drawing. The chart's own, in the
 * page's type: recharts' legend would take its room from the drawing by measuring itself.
 */
const Legend = ({ series }: { series: readonly Series[] }) => (
  <Box
    component="ul"
    aria-hidden
    sx={{ display: "flex", flexWrap: "wrap", gap: 2, m: 0, p: 0, height: LEGEND_HEIGHT }}
  >
    {series.map((line) => (
      <Box
        component="li"
        key={line.key}
        sx={{ display: "flex", alignItems: "center", gap: 0.75, listStyle: "none" }}
      >
        <svg width="24" height="8" aria-hidden>
          <line
            x1="0"
            y1="4"
            x2="24"
            y2="4"
            stroke={line.color}
            strokeWidth="2"
            strokeDasharray={line.dashed ? DASHES : undefined}
          />
        </svg>
        <Typography variant="body2" color="text.secondary" component="span">
          {line.name}
        </Typography>
      </Box>
    ))}
  </Box>
);

/**
 * Every how many points an axis has a label: each of up to `most` (12), beyond every second or
 * third. recharts is given it as a number, so it measures no label to choose them.
 */
const labelStep = (points: number, most = 12) => Math.max(1, Math.ceil(points / most));

/** The most day or week labels ("23 Nov") that fit side by side on half a desktop's width. */
const DAY_LABELS = 8;

/** What a chart shows in place of its drawing, in the drawing's room. */
const ChartState = ({ id, children }: { id: string; children: ReactNode }) => (
  <Box
    id={`${id}-summary`}
    sx={{
      height: CHART_HEIGHT,
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      textAlign: "center",
      gap: 1,
    }}
  >
    {children}
  </Box>
);

/** A trend a chart draws once it has come (useRegistrationTrend, useAttendanceTrend). */
interface TrendLoad {
  data: unknown;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a chart of fetched data shows in place of its drawing: the failure with Retry (only
 * while no figures are at hand: a failed refetch keeps the ones shown), a spinner until the
 * figures come, or N/A and `emptyText` (catalogue keys) when they hold nothing to draw;
 * undefined once there is something to draw.
 */
const chartState = (
  id: string,
  trend: TrendLoad,
  translate: TranslateFunction,
  { failed, empty, emptyText }: { failed: string; empty: boolean; emptyText: string },
): ReactNode => {
  if (trend.error && !trend.data) {
    return (
      <ChartState id={id}>
        <LoadError
          title={failed}
          error={trend.error}
          onRetry={() => void trend.refetch()}
          retrying={trend.isFetching}
        />
      </ChartState>
    );
  }
  if (!trend.data) {
    return (
      <ChartState id={id}>
        <CircularProgress aria-label={translate("dashboard.charts.loading")} />
      </ChartState>
    );
  }
  if (empty) {
    return (
      <ChartState id={id}>
        <Typography variant="h4" component="p" aria-hidden>
          {translate("app.na")}
        </Typography>
        <Typography color="text.secondary">{translate(emptyText)}</Typography>
      </ChartState>
    );
  }
  return undefined;
};

/**
 * The value axis's labels, with no width: recharts otherwise gives each label its axis's width
 * to wrap in, and measures its words in the page to do so (a forced layout per label, in a
 * loop). These labels are short and never wrap.
 */
const TICK = { fontSize: 12, width: undefined };
/**
 * The grid's vertical lines: none, only horizontal ones. recharts' own placing of them measures
 * every month's label in the page first (a forced layout each), even with `vertical` false.
 */
const NO_LINES = () => [];

// Pixel strings: in `sx`, a width of 1 means 100%.
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * The schools registered per month of the period's trend (at least 12 months), the labels
 * saying their year where it changes; N/A when no school registered in any of them.
 */
const RegistrationChart = ({ trend, narrow }: { trend: RegistrationTrend; narrow: boolean }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const { monthName, monthInWords } = useDateWords();
  const id = "registration-trend";
  const months = trend.data ?? [];
  const state = chartState(id, trend, translate, {
    failed: "dashboard.charts.registrations.failed",
    empty: months.every((m) => m.schools === 0),
    emptyText: "dashboard.charts.registrations.empty",
  });
  // A label says its year when it is the first one or its year is not the previous label's.
  const step = labelStep(months.length);
  const points = months.map(({ month, schools }, i) => ({
    key: month,
    label: monthName(Number(month.slice(5))),
    year:
      i < step || month.slice(0, 4) !== months[i - step].month.slice(0, 4)
        ? month.slice(0, 4)
        : undefined,
    name: monthInWords(month),
    values: { schools },
  }));
  const values = points.map((p) => `${p.name} ${formatCount(p.values.schools)}`).join(", ");
  return (
    <TrendChart
      id={id}
      title={translate("dashboard.charts.registrations.title")}
      series={[
        {
          key: "schools",
          name: translate("dashboard.charts.registrations.series"),
          color: theme.palette.primary.main,
        },
      ]}
      summary={translate("dashboard.charts.registrations.summary", { values })}
      points={points}
      formatTick={formatCount}
      formatValue={(value) => (value === null ? translate("app.na") : formatCount(value))}
      narrow={narrow}
      state={state}
    />
  );
};

/** A share on the value axis and in the tooltip: "92.4%", or N/A. */
const percentTick = (value: number) => `${value}%`;

/**
 * The students' and teachers' present share per day, week or month of the period (the
 * server's grain), a gap where a bucket has none (a Sunday, a holiday, no report), the
 * completeness in the tooltip and the text alternative. The axis says the year on its first
 * label and where the year changes, as the registrations' does.
 */
const AttendanceChart = ({ trend, narrow }: { trend: AttendanceTrendState; narrow: boolean }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const { monthName, monthInWords, dayInWords } = useDateWords();
  const soFar = (open: boolean, name: string) =>
    open ? translate("dashboard.attendance.so_far", { name }) : name;
  const id = "attendance-trend";
  // A Sunday or a holiday has no working day and expects no report: it is left off the axis
  // (a gap there would say data is missing), as is a week or month of holidays only.
  const buckets = (trend.data?.buckets ?? []).filter((b) => b.figures.working_days > 0);
  const grain = trend.data?.grain ?? "day";
  const state = chartState(id, trend, translate, {
    failed: "dashboard.attendance.trend.failed",
    empty: buckets.every(
      (b) => b.figures.students.share === null && b.figures.teachers.share === null,
    ),
    emptyText: "dashboard.attendance.trend.empty",
  });
  const share = (value: number | null) => shareText(value, translate("app.na"));
  const maxLabels = grain === "month" ? undefined : DAY_LABELS;
  const step = labelStep(buckets.length, maxLabels);
  // The bucket that holds today, which is not over: its figures are so far, and its
  // completeness counts only its days before today (none for today alone).
  const today = indiaDay(new Date());
  const holdsToday = (i: number) => buckets[i].from <= today && today <= buckets[i].to;
  const points: Point[] = buckets.map(({ from, to, figures }, i) => ({
    key: from,
    // A day or a week by its first day ("3 Nov"), a month by its name.
    label:
      grain === "month"
        ? monthName(Number(from.slice(5, 7)))
        : `${Number(from.slice(8, 10))} ${monthName(Number(from.slice(5, 7)))}`,
    year:
      i < step || from.slice(0, 4) !== buckets[i - step].from.slice(0, 4)
        ? from.slice(0, 4)
        : undefined,
    name: soFar(
      holdsToday(i),
      grain === "day"
        ? dayInWords(from)
        : grain === "week"
          ? translate("dashboard.attendance.trend.week", {
              from: dayInWords(from),
              to: dayInWords(to),
            })
          : monthInWords(from.slice(0, 7)),
    ),
    values: { students: figures.students.share, teachers: figures.teachers.share },
  }));
  const reported = (i: number) => {
    const completeness = buckets[i].figures.completeness.share;
    if (completeness !== null)
      return translate("dashboard.attendance.reported", { share: shareFigure(completeness) });
    return holdsToday(i) && buckets[i].figures.completeness.expected === 0
      ? translate("dashboard.attendance.reported_so_far")
      : translate("dashboard.attendance.reported_na");
  };
  const values = points
    .map((p, i) =>
      translate("dashboard.attendance.trend.point", {
        name: p.name,
        students: share(p.values.students),
        teachers: share(p.values.teachers),
        reported: reported(i),
      }),
    )
    .join("; ");
  return (
    <TrendChart
      id={id}
      title={translate("dashboard.attendance.trend.title")}
      series={[
        {
          key: "students",
          name: translate("dashboard.attendance.trend.students"),
          color: theme.palette.primary.main,
        },
        {
          key: "teachers",
          name: translate("dashboard.attendance.trend.teachers"),
          color: theme.palette.secondary.main,
          dashed: true,
        },
      ]}
      summary={translate("dashboard.attendance.trend.summary", {
        grain: translate(`dashboard.attendance.trend.grain_${grain}`),
        values,
      })}
      points={points}
      formatTick={percentTick}
      formatValue={share}
      domain={[0, 100]}
      ticks={SHARE_TICKS}
      // "23 Nov 2026" slanted: longer than the other charts' "Dec 2025" (more so in Hindi).
      slantedHeight={grain === "month" ? undefined : 72}
      maxLabels={maxLabels}
      tooltipLabel={(point) => (
        <>
          {point.name}
          <br />
          {reported(points.indexOf(point))}
        </>
      )}
      narrow={narrow}
      state={state}
    />
  );
};

/** The share axis's ticks: 0 to 100 in quarters. */
const SHARE_TICKS = [0, 25, 50, 75, 100];

/**
 * The dashboard's trend charts: the period's registrations and attendance, and the spec's
 * payments, which this product has no data for (sample data, marked so). Its own module, so
 * that recharts loads only with them. Memoised: the dashboard's own renders (the summary
 * fetched again, say as the School entry is pressed) draw them again only when their data
 * changes.
 */
export const TrendCharts = memo(function TrendCharts({
  registrations,
  attendance,
  sample = true,
}: {
  registrations: RegistrationTrend;
  attendance: AttendanceTrendState;
  /** Whether the payments' sample is drawn: the dashboard has it (spec), a report does not. */
  sample?: boolean;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const payments = MONTHS.map((month, i) => ({
    key: month,
    label: translate(`dashboard.months.${month}`),
    name: translate(`dashboard.months.${month}`),
    values: { payments: PAYMENTS_INR[i] },
  }));
  const paymentValues = payments
    .map((p) => `${p.name} ${inr.format(p.values.payments)}`)
    .join(", ");
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RegistrationChart trend={registrations} narrow={narrow} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <AttendanceChart trend={attendance} narrow={narrow} />
      </Grid>
      {sample && (
        <Grid size={{ xs: 12, lg: 6 }}>
          <TrendChart
            id="payment-trend"
            title={translate("dashboard.charts.payments.title")}
            series={[
              {
                key: "payments",
                name: translate("dashboard.charts.payments.series"),
                color: theme.palette.success.main,
              },
            ]}
            summary={translate("dashboard.charts.payments.summary", { values: paymentValues })}
            points={payments}
            formatTick={lakhs}
            formatValue={(value) => (value === null ? translate("app.na") : inr.format(value))}
            narrow={narrow}
            mark={
              <Chip size="small" variant="outlined" label={translate("dashboard.charts.sample")} />
            }
          />
        </Grid>
      )}
    </Grid>
  );
});
