import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import RemoveIcon from "@mui/icons-material/Remove";
import { shareFigure } from "../../contract/exports";
import { useTranslate } from "react-admin";
import type { ReactNode } from "react";
import { previousPeriod, type Period, type PeriodKind } from "../../contract/analytics";
import type { AttendanceOverview, Place } from "../../contract/attendanceAnalytics";
import type { StatCards } from "../common/StatCards";
import { usePlaceName } from "./PlaceBreadcrumb";
import { useAttendanceOverview } from "./useAttendanceOverview";
import { useDateWords } from "./words";

type Who = "students" | "teachers";

/** One line of the context, in the card's small type. */
const Line = ({ children, color }: { children: ReactNode; color?: string }) => (
  <Typography
    variant="body2"
    component="p"
    color={color}
    sx={{ display: "flex", alignItems: "center", gap: 0.5, fontVariantNumeric: "tabular-nums" }}
  >
    {children}
  </Typography>
);

/**
 * The change of a present share, in points, with an arrow and in words (never by its colour
 * alone): up, down, or no change once rounded to the tenth shown.
 */
const Change = ({ points }: { points: number | null }) => {
  const translate = useTranslate();
  if (points === null)
    return <Line color="text.secondary">{translate("dashboard.attendance.change_na")}</Line>;
  const shown = Math.round(points * 10) / 10;
  if (shown === 0)
    return (
      <Line color="text.secondary">
        <RemoveIcon fontSize="inherit" aria-hidden />
        {translate("dashboard.attendance.no_change")}
      </Line>
    );
  const up = shown > 0;
  const Arrow = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Line color={up ? "text.success" : "error.main"}>
      <Arrow fontSize="inherit" aria-hidden />
      {translate(up ? "dashboard.attendance.up" : "dashboard.attendance.down", {
        points: shareFigure(Math.abs(shown)),
      })}
    </Line>
  );
};

/** The three figures of one card, or their skeletons, one line each, so nothing moves. */
const Figures = ({ who, overview }: { who: Who; overview: AttendanceOverview | undefined }) => {
  const translate = useTranslate();
  if (!overview)
    return (
      <Box
        role="progressbar"
        aria-busy="true"
        aria-label={translate("dashboard.attendance.loading")}
      >
        {/*
         * Each skeleton holds the longest text of its line, hidden: it wraps as the figures
         * will (a narrow card, a longer language), so the cards keep their height as they come.
         */}
        {[
          translate("dashboard.attendance.present", { share: "100.0" }),
          translate("dashboard.attendance.down", { points: "10.0" }),
          translate("dashboard.attendance.reported", { share: "100.0" }),
        ].map((longest) => (
          <Line key={longest}>
            <Skeleton>
              <span>{longest}</span>
            </Skeleton>
          </Line>
        ))}
      </Box>
    );
  const present = overview.current[who].share;
  const reported = overview.current.completeness.share;
  return (
    <>
      <Line>
        <strong>
          {present === null
            ? translate("dashboard.attendance.present_na")
            : translate("dashboard.attendance.present", { share: shareFigure(present) })}
        </strong>
      </Line>
      <Change points={overview.change[who]} />
      <Line color="text.secondary">
        {reported === null
          ? translate("dashboard.attendance.reported_na")
          : translate("dashboard.attendance.reported", { share: shareFigure(reported) })}
      </Line>
    </>
  );
};

/**
 * Under a present card's figure and the day it is of: the picked period named, with what its
 * figures mean in a tooltip (a tap opens it on a phone), then the present share, its change and
 * the completeness.
 */
const AttendanceContext = ({
  who,
  name,
  about,
  overview,
}: {
  who: Who;
  name: string;
  about: string;
  overview: AttendanceOverview | undefined;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 0.5 }} data-testid={`attendance-context-${who}`}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.25 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {name}
        </Typography>
        <Tooltip title={about} describeChild enterTouchDelay={0} leaveTouchDelay={8000}>
          <IconButton
            size="small"
            aria-label={translate("dashboard.attendance.about_label")}
            sx={{ p: 0.25, color: "text.secondary" }}
          >
            <InfoOutlinedIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
      </Box>
      <Figures who={who} overview={overview} />
    </Box>
  );
};

/** A line under a card's figure in its caption type: the place, or what the figure is of. */
const Caption = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="p">
    {children}
  </Typography>
);

/**
 * The dashboard's and the report's four cards, for StatCards, all of the picked place and
 * period (one call, the overview): the place's enrolment now under Total Students and Total
 * Teachers; under Present Students and Present Teachers those present on the place's latest day
 * of the period with a report (for the whole country and this month, the spec's yearly summary),
 * that day written under them ("so far" when it is today), then the period's context. Each card
 * names the place.
 */
export function useAttendanceCards(
  kind: PeriodKind,
  period: Period,
  place: Place,
  today: string,
): Parameters<typeof StatCards>[0] {
  const translate = useTranslate();
  const { dayInWords } = useDateWords();
  const placeName = usePlaceName(place);
  const { data, error, isPending, isFetching, refetch } = useAttendanceOverview(period, place);
  const range = { from: dayInWords(period.from), to: dayInWords(period.to) };
  const name =
    kind === "custom"
      ? translate("dashboard.attendance.range", range)
      : translate(`dashboard.period.${kind}`);
  const previous = previousPeriod(period);
  const about = translate("dashboard.attendance.about", {
    ...range,
    previous_from: dayInWords(previous.from),
    previous_to: dayInWords(previous.to),
  });
  const latest = data?.latest_day;
  const day =
    latest === undefined ? (
      // Its room held while it loads, so that the lines below it do not move.
      <Skeleton>
        <span>{translate("dashboard.attendance.on_day", { day: dayInWords(period.to) })}</span>
      </Skeleton>
    ) : latest === null ? (
      translate("dashboard.attendance.no_report")
    ) : latest.day === today ? (
      translate("dashboard.attendance.today_so_far")
    ) : (
      translate("dashboard.attendance.on_day", { day: dayInWords(latest.day) })
    );
  const enrolled = (
    <>
      <Caption>{placeName}</Caption>
      <Caption>{translate("dashboard.attendance.enrolled_now")}</Caption>
    </>
  );
  const present = (who: Who) => (
    <>
      <Caption>{placeName}</Caption>
      <Caption>{day}</Caption>
      <AttendanceContext who={who} name={name} about={about} overview={data} />
    </>
  );
  return {
    summary: data && {
      total_students: data.enrolment.students,
      present_students: latest?.present_students ?? null,
      total_teachers: data.enrolment.teachers,
      present_teachers: latest?.present_teachers ?? null,
    },
    loading: isPending && !error,
    error,
    onRetry: () => void refetch(),
    retrying: isFetching,
    details: {
      total_students: enrolled,
      present_students: present("students"),
      total_teachers: enrolled,
      present_teachers: present("teachers"),
    },
  };
}
