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
import { useTranslate } from "react-admin";
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
import { MONTHS, useDateWords } from "./words";
import type { RegistrationTrend } from "./useRegistrationTrend";

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
/** Axis ticks in lakhs keep the axis narrow (₹12.5L rather than ₹12,50,000). */
const lakhs = (value: number) => `₹${(value / 100000).toLocaleString("en-IN")}L`;

/**
 * One point of a trend: its key on the axis (unique), its label there, the year shown under
 * the label where the year changes, its name in the text alternative and tooltip, its value.
 */
interface Point {
  key: string;
  label: string;
  year?: string;
  name: string;
  value: number;
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
  series: string;
  /** The text alternative's catalogue key, which takes the points as %{values}. */
  summary: string;
  points: readonly Point[];
  color: string;
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** On a phone's width: the months' labels slant, as twelve side by side would touch. */
  narrow: boolean;
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
  const translate = useTranslate();
  const { palette } = useTheme();
  // recharts draws in its own fixed greys and on white: in the theme's colours instead, so the
  // axes, grid and tooltip follow the mode.
  const fill = palette.text.secondary;
  const tick = { ...TICK, fill };
  const values = props.points.map((p) => `${p.name} ${props.formatValue(p.value)}`).join(", ");
  const interval = labelStep(props.points.length) - 1;
  return (
    <Card sx={{ height: CHART_CARD_HEIGHT }}>
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
        {props.state ?? (
          <>
            <Typography id={`${props.id}-summary`} sx={visuallyHidden}>
              {translate(props.summary, { values })}
            </Typography>
            {/* Months run left to right in every language (recharts' labels would flip in Urdu). */}
            <ResponsiveContainer width="100%" height={CHART_HEIGHT} style={{ direction: "ltr" }}>
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
                  height={props.narrow ? 56 : 40}
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
                  tick={tick}
                  stroke={palette.text.secondary}
                />
                <Tooltip
                  formatter={(value) => props.formatValue(Number(value))}
                  labelFormatter={(key) => props.points.find((p) => p.key === key)?.name ?? key}
                  contentStyle={{
                    backgroundColor: palette.background.paper,
                    borderColor: palette.divider,
                    color: palette.text.primary,
                  }}
                  itemStyle={{ color: palette.text.primary }}
                  cursor={{ stroke: palette.divider }}
                />
                <Line
                  type="monotone"
                  dataKey="value"
                  name={props.series}
                  stroke={props.color}
                  strokeWidth={2}
                  dot={{ r: 3, fill: palette.background.paper }}
                  // Drawn at once: the animation re-rendered the whole chart on every frame while
                  // the dashboard was loading (most of the charts' blocking time on a slow phone).
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * Every how many points an axis has a label: each of up to 12, beyond every second or third.
 * recharts is given it as a number, so it measures no label to choose them.
 */
const labelStep = (points: number) => Math.max(1, Math.ceil(points / 12));

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
  let state: ReactNode;
  if (trend.error && !trend.data) {
    state = (
      <ChartState id={id}>
        <LoadError
          title="dashboard.charts.registrations.failed"
          error={trend.error}
          onRetry={() => void trend.refetch()}
          retrying={trend.isFetching}
        />
      </ChartState>
    );
  } else if (!trend.data) {
    state = (
      <ChartState id={id}>
        <CircularProgress aria-label={translate("dashboard.charts.loading")} />
      </ChartState>
    );
  } else if (months.every((m) => m.schools === 0)) {
    state = (
      <ChartState id={id}>
        <Typography variant="h4" component="p" aria-hidden>
          {translate("app.na")}
        </Typography>
        <Typography color="text.secondary">
          {translate("dashboard.charts.registrations.empty")}
        </Typography>
      </ChartState>
    );
  }
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
    value: schools,
  }));
  return (
    <TrendChart
      id={id}
      title={translate("dashboard.charts.registrations.title")}
      series={translate("dashboard.charts.registrations.series")}
      summary="dashboard.charts.registrations.summary"
      points={points}
      color={theme.palette.primary.main}
      formatTick={formatCount}
      formatValue={formatCount}
      narrow={narrow}
      state={state}
    />
  );
};

/**
 * The dashboard's two trend charts: the period's registrations, and the spec's payments, which
 * this product has no data for (sample data, marked so). Its own module, so that recharts loads
 * only with them. Memoised: the dashboard's own renders (the summary fetched again, say as the
 * School entry is pressed) draw them again only when the registrations change.
 */
export const TrendCharts = memo(function TrendCharts({
  registrations,
}: {
  registrations: RegistrationTrend;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const payments = MONTHS.map((month, i) => ({
    key: month,
    label: translate(`dashboard.months.${month}`),
    name: translate(`dashboard.months.${month}`),
    value: PAYMENTS_INR[i],
  }));
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RegistrationChart trend={registrations} narrow={narrow} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TrendChart
          id="payment-trend"
          title={translate("dashboard.charts.payments.title")}
          series={translate("dashboard.charts.payments.series")}
          summary="dashboard.charts.payments.summary"
          points={payments}
          color={theme.palette.success.main}
          formatTick={lakhs}
          formatValue={(v) => inr.format(v)}
          narrow={narrow}
          mark={
            <Chip size="small" variant="outlined" label={translate("dashboard.charts.sample")} />
          }
        />
      </Grid>
    </Grid>
  );
});
