import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import GroupsIcon from "@mui/icons-material/Groups";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import PersonIcon from "@mui/icons-material/Person";
import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import { LoadError } from "./LoadError";
import type { ReactElement, ReactNode } from "react";
import type { AttendanceSummary } from "../../contract/attendance";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { formatCount } from "./formatCount";
import { yearlySummaryQuery } from "./summaryQuery";

const CARDS: { key: keyof AttendanceSummary; label: string; icon: ReactElement }[] = [
  { key: "total_students", label: "app.stats.total_students", icon: <GroupsIcon /> },
  { key: "present_students", label: "app.stats.present_students", icon: <HowToRegIcon /> },
  { key: "total_teachers", label: "app.stats.total_teachers", icon: <PersonIcon /> },
  { key: "present_teachers", label: "app.stats.present_teachers", icon: <VerifiedUserIcon /> },
];

/** The four figures, each a count or null (N/A): the year's summary, or a place's and period's. */
export type StatFigures = { [key in keyof AttendanceSummary]: number | null };

/** A figure as a person reads it (Indian digit grouping), or N/A when there is none. */
export function statValue(
  summary: StatFigures | null | undefined,
  key: keyof AttendanceSummary,
  na: string,
): string {
  const value = summary?.[key];
  return typeof value === "number" && Number.isFinite(value) ? formatCount(value) : na;
}

/**
 * The four attendance cards: the school list's of the year's summary (the spec's), the
 * dashboard's and the report's of their place and period (dashboard/AttendanceCards.tsx). N/A
 * where a figure is missing; a failed load says so, with Retry, instead of pretending there is
 * none. Two by two on a phone.
 */
export const StatCards = ({
  summary,
  loading,
  error,
  onRetry,
  retrying,
  details,
}: {
  summary: StatFigures | null | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** Under a card's figure: what it is of (the dashboard's place, day and period). */
  details?: Partial<Record<keyof AttendanceSummary, ReactNode>>;
}) => {
  const translate = useTranslate();
  if (error && summary === undefined && onRetry) {
    return (
      <Card sx={{ mb: 3 }}>
        <LoadError title="app.stats.failed" error={error} onRetry={onRetry} retrying={retrying} />
      </Card>
    );
  }
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {CARDS.map((card) => (
        <Grid key={card.key} size={{ xs: 6, lg: 3 }}>
          <Card sx={{ height: "100%" }} data-testid={`stat-card-${card.key}`}>
            <CardContent
              sx={{
                display: "flex",
                flexDirection: { xs: "column", sm: "row" },
                // With lines under the figures, the icons stay level with the labels.
                alignItems: { xs: "flex-start", sm: details ? "flex-start" : "center" },
                gap: { xs: 0.5, sm: 2 },
                p: { xs: 1.5, sm: 2 },
              }}
            >
              <Typography component="span" color="primary" aria-hidden>
                {card.icon}
              </Typography>
              <div>
                <Typography variant="body2" color="text.secondary" id={`stat-${card.key}`}>
                  {translate(card.label)}
                </Typography>
                <Typography
                  variant="h5"
                  component="p"
                  sx={{
                    fontWeight: 700,
                    fontVariantNumeric: "tabular-nums",
                    fontSize: { xs: "1.25rem", sm: "1.5rem" },
                  }}
                  aria-labelledby={`stat-${card.key}`}
                >
                  {loading ? (
                    <Skeleton width={80} />
                  ) : (
                    statValue(summary, card.key, translate("app.na"))
                  )}
                </Typography>
                {details?.[card.key]}
              </div>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

/**
 * The current calendar year's summary. Offline and retries follow the console's QueryClient
 * (providers/queryClient.ts).
 */
export function useYearlySummary() {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  return useQuery(yearlySummaryQuery(dataProvider));
}
