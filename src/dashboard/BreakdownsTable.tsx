import { Fragment, useId, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import visuallyHidden from "@mui/utils/visuallyHidden";
import { useTranslate } from "react-admin";
import type { BreakdownRow, BreakdownSort } from "../../contract/attendanceAnalytics";
import { shareFigure } from "../../contract/exports";
import { formatCount } from "../common/formatCount";
import { LoadError } from "../common/LoadError";
import type { BreakdownOrder } from "./useBreakdown";
import { shareText } from "./words";

/** The share columns: their sort key and the row's field. */
const SHARES = [
  { sort: "students_share", field: "students", label: "students" },
  { sort: "teachers_share", field: "teachers", label: "teachers" },
  { sort: "completeness", field: "completeness", label: "completeness" },
] as const;

/**
 * A share's cell: the figure in words (the bar's text equivalent, read by a screen reader and
 * by everyone) and a bar beside it, hidden from screen readers as it only repeats the figure.
 */
const ShareCell = ({ share, sx }: { share: number | null; sx?: object }) => {
  const translate = useTranslate();
  const text = shareFigure(share);
  return (
    <TableCell align="right" sx={sx}>
      {text === null ? (
        translate("app.na")
      ) : (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, justifyContent: "flex-end" }}>
          {/*
           * A bar of a bar chart, drawn as a box: not MUI's LinearProgress, whose role is
           * progressbar (a table full of those reads, and waits, as something still loading).
           * Hidden from screen readers: the figure beside it says it.
           */}
          <Box
            aria-hidden
            data-testid="share-bar"
            sx={[
              {
                width: 64,
                height: 8,
                borderRadius: 1,
                flexShrink: 0,
                overflow: "hidden",
                bgcolor: "action.hover",
                // Browsers print no backgrounds: on paper it would be empty room the table needs.
                "@media print": { display: "none" },
              },
              // A phone's figures go without bars: the name keeps the room.
              WIDE_ONLY,
            ]}
          >
            <Box
              sx={{ height: "100%", bgcolor: "primary.main" }}
              // Inline: a class for each row's length would be one more style rule each.
              style={{ width: `${Math.max(0, Math.min(100, share ?? 0))}%` }}
            />
          </Box>
          <Box component="span" sx={{ minWidth: "3.5em" }}>
            {/* The same in every language: digits stay international (GLOSSARY.md). */}
            {`${text}%`}
          </Box>
        </Box>
      )}
    </TableCell>
  );
};

/** The columns a phone leaves to a row's details, shown on a tap. */
const PHONE_DETAILS = ["schools", "teachers"] as const;

/**
 * A phone's screen: `@media screen and (max-width: …)`, the width of MUI's `down("sm")`. Paper
 * is never a phone: whatever the window it is printed from, every column is printed.
 *
 * The phone's table is chosen by CSS, not by a media query in script (`useMediaQuery`): the
 * browser lays a page out for paper right after `beforeprint`, and a render that a media
 * query's change starts then comes too late for the print's page count, so the last rows of
 * a report printed from a phone were left off the paper.
 */
const phoneScreen = (theme: Theme) =>
  theme.breakpoints.down("sm").replace("@media", "@media screen and");

/** Shown on a wide screen and on paper; on a phone's screen, left to the row's details. */
const WIDE_ONLY = (theme: Theme) => ({ [phoneScreen(theme)]: { display: "none" } });
/** Shown on a phone's screen only: the row's button and its details. */
const PHONE_ONLY = (theme: Theme) => ({
  display: "none",
  [phoneScreen(theme)]: { display: "table-cell" },
});

/**
 * The table on a phone's screen: narrower cells and headers in smaller type, and no room kept
 * for the sort arrow of the columns not sorted by (it only shows on a hover, which a phone has
 * not), so that the four columns fit the card's width and the names keep some of it. Elsewhere
 * the names keep a width to be read in, scrolled sideways when the card is narrower.
 */
const TABLE = (theme: Theme) => ({
  minWidth: 640,
  [phoneScreen(theme)]: {
    minWidth: 0,
    "& .MuiTableCell-root:not(.MuiTableCell-paddingNone)": { px: 1 },
    "& .MuiTableCell-head": { fontSize: "0.75rem" },
    "& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon": { display: "none" },
  },
});

/**
 * One breakdown as a table sorted by the server: each column header asks for its order, which
 * the server applies (rows without a share last either way). MUI's table rather than
 * react-admin's DataTable: the rows are no resource's records and its sort would be applied in
 * the browser by useList, where the server's rule for N/A rows would have to be written twice.
 *
 * On a phone's screen five columns do not fit beside a name (the shares sat off-screen, to be
 * scrolled to): a row shows the name, the students' share and the completeness, figures without
 * bars, and its button shows the rest (the schools, the teachers' share) in a row under it.
 */
export const BreakdownsTable = ({
  nameLabel,
  caption,
  rows,
  error,
  order,
  onSort,
  onRetry,
  nameOf,
  onNarrow,
  current,
}: {
  nameLabel: string;
  caption: string;
  rows: BreakdownRow[] | undefined;
  error: Error | null;
  order: BreakdownOrder;
  onSort: (order: BreakdownOrder) => void;
  onRetry: () => void;
  /** A row's name as shown (a school type is worded by the catalogue). */
  nameOf: (row: BreakdownRow) => string;
  /** Clicking a row's name narrows the dashboard to it (places only). */
  onNarrow?: (row: BreakdownRow) => void;
  /** The row of the place the dashboard is narrowed to, marked as such. */
  current?: string;
}) => {
  const translate = useTranslate();
  const captionId = useId();
  const rowIds = useId();
  // The rows whose details a phone shows.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  if (error)
    return <LoadError title="dashboard.breakdowns.failed" error={error} onRetry={onRetry} />;
  const header = (
    sort: BreakdownSort,
    label: string,
    align: "left" | "right",
    sx?: (theme: Theme) => object,
  ): ReactNode => {
    const active = order.sort === sort;
    return (
      <TableCell
        key={sort}
        align={align}
        sx={sx}
        sortDirection={active ? (order.order === "ASC" ? "asc" : "desc") : false}
      >
        <TableSortLabel
          active={active}
          direction={active && order.order === "DESC" ? "desc" : "asc"}
          onClick={() => onSort({ sort, order: active && order.order === "ASC" ? "DESC" : "ASC" })}
          title={translate("dashboard.breakdowns.sort_by", { column: label })}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
  const column = (key: string) => translate(`dashboard.breakdowns.columns.${key}`);
  // What a phone leaves to a row's details.
  const wideOnly = (field: string) => (field === "teachers" ? WIDE_ONLY : undefined);
  // Every column: the name, the schools, the three shares and a phone's button.
  const columns = 6;
  return (
    <>
      {/* The table's name, outside its scrolling box so that a phone reads it whole. */}
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {rows === undefined && <LinearProgress aria-label={translate("app.loading")} />}
      {/* A narrow card scrolls the table sideways; the names keep a width to be read in. */}
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" sx={TABLE} aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              {header("name", nameLabel, "left")}
              {header("schools", column("schools"), "right", WIDE_ONLY)}
              {SHARES.map((share) =>
                header(share.sort, column(share.label), "right", wideOnly(share.field)),
              )}
              <TableCell padding="none" sx={PHONE_ONLY}>
                <Box component="span" sx={visuallyHidden}>
                  {column("more")}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns}>{translate("dashboard.breakdowns.empty")}</TableCell>
              </TableRow>
            )}
            {rows?.map((row) => {
              const open = opened.has(row.id);
              const detailsId = `${rowIds}-${row.id}`;
              return (
                <Fragment key={row.id}>
                  <TableRow
                    selected={row.id === current}
                    aria-current={row.id === current ? "true" : undefined}
                    // The details' row reads as this one's: no line between them.
                    sx={
                      open
                        ? (theme) => ({
                            [phoneScreen(theme)]: { "& > *": { borderBottom: "unset" } },
                          })
                        : undefined
                    }
                  >
                    <TableCell
                      component="th"
                      scope="row"
                      sx={(theme) => ({ minWidth: 160, [phoneScreen(theme)]: { minWidth: 0 } })}
                    >
                      {onNarrow && row.id !== current ? (
                        <Link
                          component="button"
                          type="button"
                          onClick={() => onNarrow(row)}
                          title={translate("dashboard.breakdowns.narrow_to", { name: nameOf(row) })}
                          sx={{ textAlign: "left" }}
                        >
                          {nameOf(row)}
                        </Link>
                      ) : (
                        nameOf(row)
                      )}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {formatCount(row.schools)}
                    </TableCell>
                    {SHARES.map((share) => (
                      <ShareCell
                        key={share.field}
                        share={row[share.field]}
                        sx={wideOnly(share.field)}
                      />
                    ))}
                    <TableCell padding="none" sx={PHONE_ONLY}>
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-controls={open ? detailsId : undefined}
                        aria-label={translate("dashboard.breakdowns.more", {
                          name: nameOf(row),
                        })}
                        onClick={() => toggle(row.id)}
                      >
                        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                      </IconButton>
                    </TableCell>
                  </TableRow>
                  {open && (
                    <TableRow
                      id={detailsId}
                      selected={row.id === current}
                      sx={(theme) => ({
                        display: "none",
                        [phoneScreen(theme)]: { display: "table-row" },
                      })}
                    >
                      <TableCell colSpan={columns} sx={{ pt: 0 }}>
                        <Box
                          component="dl"
                          sx={{
                            display: "grid",
                            gridTemplateColumns: "auto auto",
                            justifyContent: "start",
                            columnGap: 2,
                            m: 0,
                            "& dd": { m: 0 },
                          }}
                        >
                          {PHONE_DETAILS.map((key) => (
                            <Fragment key={key}>
                              <Typography component="dt" variant="body2" color="text.secondary">
                                {column(key)}
                              </Typography>
                              <Typography component="dd" variant="body2">
                                {key === "schools"
                                  ? formatCount(row.schools)
                                  : shareText(row.teachers, translate("app.na"))}
                              </Typography>
                            </Fragment>
                          ))}
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </>
  );
};
