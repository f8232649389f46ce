import { memo } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
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
} from "recharts";
import { MONTHS, PAYMENTS_INR, REGISTRATIONS } from "./sampleData";
import { CHART_CARD_HEIGHT, CHART_HEIGHT } from "./chartSize";
import { formatCount } from "../common/formatCount";

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
/** Axis ticks in lakhs keep the axis narrow (₹12.5L rather than ₹12,50,000). */
const lakhs = (value: number) => `₹${(value / 100000).toLocaleString("en-IN")}L`;

interface TrendChartProps {
  id: string;
  title: string;
  series: string;
  summary: string;
  values: readonly number[];
  color: string;
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** On a phone's width: the months' labels slant, as twelve side by side would touch. */
  narrow: boolean;
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
  const tick = { ...TICK, fill: palette.text.secondary };
  const data = MONTHS.map((month, i) => ({
    month: translate(`dashboard.months.${month}`),
    value: props.values[i],
  }));
  const values = data.map((d) => `${d.month} ${props.formatValue(d.value)}`).join(", ");
  return (
    <Card sx={{ height: CHART_CARD_HEIGHT }}>
      <CardContent
        component="figure"
        aria-labelledby={`${props.id}-title`}
        aria-describedby={`${props.id}-summary`}
        data-testid={props.id}
        sx={{ m: 0 }}
      >
        <Typography
          component="figcaption"
          variant="h6"
          id={`${props.id}-title`}
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {props.title}
        </Typography>
        <Typography id={`${props.id}-summary`} sx={visuallyHidden}>
          {translate(props.summary, { values })}
        </Typography>
        {/* Months run left to right in every language (recharts' labels would flip in Urdu). */}
        <ResponsiveContainer width="100%" height={CHART_HEIGHT} style={{ direction: "ltr" }}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid
              strokeDasharray="3 3"
              stroke={palette.divider}
              verticalCoordinatesGenerator={NO_LINES}
            />
            {/* interval 0: every one of the 12 months keeps its label, however narrow the chart */}
            <XAxis
              dataKey="month"
              interval={0}
              tick={tick}
              stroke={palette.text.secondary}
              {...(props.narrow && SLANTED)}
            />
            {/*
             * interval 0 as well: recharts then draws its five ticks without measuring each
             * label in the page first (a forced layout per label), as five never overlap here.
             */}
            <YAxis
              tickFormatter={props.formatTick}
              width={64}
              interval={0}
              tick={tick}
              stroke={palette.text.secondary}
            />
            <Tooltip
              formatter={(value) => props.formatValue(Number(value))}
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
      </CardContent>
    </Card>
  );
};

/**
 * The axes' labels, with no width: recharts otherwise gives each label its axis's width to wrap
 * in, and measures its words in the page to do so (a forced layout per label, in a loop). These
 * labels are short and never wrap.
 */
const TICK = { fontSize: 12, width: undefined };
/**
 * The grid's vertical lines: none, only horizontal ones. recharts' own placing of them measures
 * every month's label in the page first (a forced layout each), even with `vertical` false.
 */
const NO_LINES = () => [];
/** The months' labels on a phone's width, and the room they take below the drawing. */
const SLANTED = { angle: -45, textAnchor: "end", height: 40 } as const;

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
 * The dashboard's two trend charts. Its own module, so that recharts loads only with them.
 * Memoised: the charts take no props and show sample data, so the dashboard's own renders (the
 * summary fetched again, say as the School entry is pressed) do not draw them again.
 */
export const TrendCharts = memo(function TrendCharts() {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TrendChart
          id="registration-trend"
          title={translate("dashboard.charts.registrations.title")}
          series={translate("dashboard.charts.registrations.series")}
          summary="dashboard.charts.registrations.summary"
          values={REGISTRATIONS}
          color={theme.palette.primary.main}
          formatTick={formatCount}
          formatValue={formatCount}
          narrow={narrow}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TrendChart
          id="payment-trend"
          title={translate("dashboard.charts.payments.title")}
          series={translate("dashboard.charts.payments.series")}
          summary="dashboard.charts.payments.summary"
          values={PAYMENTS_INR}
          color={theme.palette.success.main}
          formatTick={lakhs}
          formatValue={(v) => inr.format(v)}
          narrow={narrow}
        />
      </Grid>
    </Grid>
  );
});
