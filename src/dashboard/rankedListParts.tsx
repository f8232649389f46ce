import type { ReactNode, Ref } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { DataTable, ListContextProvider, ResourceContextProvider, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import type { Period } from "../../contract/analytics";
import { CUT_TEXT_ATTRIBUTE } from "../common/CutTextTooltip";
import { ListTable, TruncatedText, cutTextSx } from "../common/ListTable";
import { LoadError } from "../common/LoadError";
import { NearScreenPlaceholder } from "../common/NearScreen";
import type { Ranked, RankedList, RankedSchool, SchoolRow } from "./useRankedList";

/** What the dashboard gives each ranked list's panel. */
export interface RankedPanelProps {
  period: Period;
  /** False until the dashboard's cards are shown: their call goes first. */
  enabled?: boolean;
  /** Schools a page: the spec's ten by default; the printable report shows its first 50. */
  perPage?: number;
}

/** The school column's width: its share of the table's, but on a phone enough for a name. */
const SCHOOL_COLUMN = { width: { xs: 200, sm: "auto" } } as const;

/** The school's name, a link to its profile; cut to its cell (on a phone, two lines). */
const SchoolLink = ({ id, name }: { id: number; name: string }) => (
  <MuiLink
    component={Link}
    to={`/school/profile/${id}`}
    underline="hover"
    {...{ [CUT_TEXT_ATTRIBUTE]: name }}
    sx={cutTextSx(2)}
  >
    {name}
  </MuiLink>
);

/**
 * A ranked list's card: its heading, the sentence with its total (a skeleton line of the same
 * height while it loads, so the table below does not move), its controls, then `children`.
 */
const RankedListCard = ({
  id,
  cardRef,
  title,
  controls,
  total,
  busy,
  stale,
  children,
}: {
  id: string;
  cardRef?: Ref<HTMLElement>;
  title: string;
  controls?: ReactNode;
  /** The sentence with the total; undefined while loading, null on a failure (or none yet). */
  total: string | undefined | null;
  busy: boolean;
  /** The total of the list before (another page, period, place or choice) is still shown. */
  stale?: boolean;
  children: ReactNode;
}) => (
  <Card
    ref={cardRef}
    component="section"
    aria-labelledby={`${id}-title`}
    aria-busy={busy}
    sx={{ mb: 3 }}
  >
    <CardContent sx={{ px: 0, "&:last-child": { pb: 1 } }}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          px: 2,
          mb: 1,
        }}
      >
        <Typography variant="h6" component="h2" id={`${id}-title`} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {/* Not on paper: the sentence with the total says what they chose. */}
        {controls && (
          <Box
            className="no-print"
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}
          >
            {controls}
          </Box>
        )}
      </Box>
      {total !== null && (
        <Typography
          id={`${id}-total`}
          color="text.secondary"
          // Said when it changes (another period, place or threshold), not only on first load.
          aria-live="polite"
          // Dimmed as ListTable dims the rows of the list before.
          sx={{ px: 2, mb: 1, minHeight: "1.5em", opacity: stale ? 0.6 : 1 }}
        >
          {total ?? <Skeleton variant="text" width="60%" />}
        </Typography>
      )}
      {children}
    </CardContent>
  </Card>
);

/** The columns every ranked list begins with, written below in RankedListPanel. */
const PLACE_COLUMNS = 3;

/**
 * One of the dashboard's ranked lists of schools (not reporting, low attendance) in its card:
 * the sentence with its total, then the table of the page on screen (the school, a link to its
 * profile, its state and city, then the list's own `children` columns) with its pagination; a
 * failure with Retry, or the empty state's sentence, in place of both. A panel says only what
 * is its own: its texts, its header controls, its columns and what stands above the table.
 */
export function RankedListPanel<Answer extends Ranked<School>, School extends RankedSchool>({
  id,
  cardRef,
  held = false,
  heldHeight,
  title,
  controls,
  ranked: { answer, list, error, isFetching, refetch },
  failed,
  totalText,
  emptyText,
  resource,
  tableLabel,
  columns,
  minWidth,
  aboveTable,
  children,
}: {
  /** The card's ids are made of it (`${id}-title`, `${id}-total`). */
  id: string;
  /** The card, which useNearScreen watches. */
  cardRef?: Ref<HTMLElement>;
  /**
   * Until the card comes near the screen (and the dashboard's cards have painted), the total and
   * the table are not rendered: empty room of `heldHeight` stands in their place.
   */
  held?: boolean;
  heldHeight?: number | { xs: number; sm: number };
  title: string;
  controls?: ReactNode;
  ranked: RankedList<Answer, School>;
  /** The failure's title, a catalogue key. */
  failed: string;
  /** The sentence with the answer's total, above the table. */
  totalText: (answer: Answer) => string;
  /** The sentence in place of the table when the answer has no school. */
  emptyText: (answer: Answer) => string;
  /**
   * The name react-admin's DataTable is given for its rows, which it asks the authProvider
   * about (their deletion, never offered here): no resource of the dataProvider, only a name.
   */
  resource: string;
  /** The table's accessible name, a catalogue key. */
  tableLabel: string;
  /** How many columns `children` has. */
  columns: number;
  /** Below this width the table scrolls sideways (ListTable). */
  minWidth: number;
  /** Between the total and the table (the count per state); not on a failure or empty list. */
  aboveTable?: ReactNode;
  /** The list's own columns, after the school, state and city. */
  children: ReactNode;
}) {
  const translate = useTranslate();
  const Column = DataTable.Col<SchoolRow<School>>;
  // Not while another period's or place's list is on its way (the previous one stays shown).
  const empty = answer?.total === 0 && !list.isPlaceholderData;

  let body;
  if (held) {
    body = <NearScreenPlaceholder height={heldHeight ?? 0} />;
  } else if (error) {
    body = (
      <LoadError title={failed} error={error} onRetry={() => refetch()} retrying={isFetching} />
    );
  } else if (empty) {
    body = (
      <Typography sx={{ px: 2, py: 4, textAlign: "center" }} color="text.secondary">
        {emptyText(answer)}
      </Typography>
    );
  } else {
    body = (
      <>
        {aboveTable}
        <ListContextProvider value={list}>
          <ResourceContextProvider value={resource}>
            <ListTable<SchoolRow<School>>
              label={tableLabel}
              columns={PLACE_COLUMNS + columns}
              minWidth={minWidth}
            >
              <Column
                source="school_name"
                label={translate("dashboard.lists.school")}
                disableSort
                // On a phone the name keeps room for two lines; the table scrolls sideways the more.
                sx={SCHOOL_COLUMN}
                render={(row) => <SchoolLink id={row.school_id} name={row.school_name} />}
              />
              <Column
                source="state"
                label={translate("dashboard.lists.state")}
                disableSort
                sx={{ width: 150 }}
                render={(row) => <TruncatedText text={row.state} />}
              />
              <Column
                source="city"
                label={translate("dashboard.lists.city")}
                disableSort
                sx={{ width: 140 }}
                render={(row) => <TruncatedText text={row.city} />}
              />
              {children}
            </ListTable>
          </ResourceContextProvider>
        </ListContextProvider>
      </>
    );
  }

  return (
    <RankedListCard
      id={id}
      cardRef={cardRef}
      title={title}
      controls={controls}
      busy={isFetching}
      stale={list.isPlaceholderData}
      total={
        // On a failure the error says it; with none, the empty state alone says it.
        held || error || empty ? null : answer === undefined ? undefined : totalText(answer)
      }
    >
      {body}
    </RankedListCard>
  );
}
