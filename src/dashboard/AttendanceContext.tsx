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
import type { AttendanceOverview } from "../../contract/attendanceAnalytics";
import { LoadError } from "../common/LoadError";
import type { StatCards } from "../common/StatCards";
import { useAttendanceOverview } from "./useAttendanceOverview";
import { usePlace } from "./usePlace";
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
 * Under an attendance card's figure (the year's): the picked period named, with what its
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

/**
 * What the dashboard's cards show of the picked period and place, for StatCards: under the
 * students' and the teachers' present figures, their context; a failed load once, under the
 * cards, with Retry (in a card's narrow column its message and button would not fit).
 * Asked for at once, beside the cards' own call.
 */
export function useAttendanceContext(
  kind: PeriodKind,
  period: Period,
): Pick<Parameters<typeof StatCards>[0], "details" | "footer"> {
  const translate = useTranslate();
  const { dayInWords } = useDateWords();
  const { place } = usePlace();
  const { data, error, isFetching, refetch } = useAttendanceOverview(period, place);
  if (error && !data)
    return {
      footer: (
        <LoadError
          title="dashboard.attendance.failed"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ),
    };
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
  const context = (who: Who) => (
    <AttendanceContext who={who} name={name} about={about} overview={data} />
  );
  return {
    details: { present_students: context("students"), present_teachers: context("teachers") },
  };
}
