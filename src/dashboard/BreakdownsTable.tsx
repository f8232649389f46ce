import { useId, type ReactNode } from "react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import type { BreakdownRow, BreakdownSort } from "../../contract/attendanceAnalytics";
import { shareFigure } from "../../contract/exports";
import { formatCount } from "../common/formatCount";
import { LoadError } from "../common/LoadError";
import type { BreakdownOrder } from "./useBreakdown";

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
const ShareCell = ({ share }: { share: number | null }) => {
  const translate = useTranslate();
  const text = shareFigure(share);
  return (
    <TableCell align="right">
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
            sx={{
              width: 64,
              height: 8,
              borderRadius: 1,
              flexShrink: 0,
              overflow: "hidden",
              bgcolor: "action.hover",
              // Browsers print no backgrounds: on paper it would be empty room the table needs.
              "@media print": { display: "none" },
            }}
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

/**
 * One breakdown as a table sorted by the server: each column header asks for its order, which
 * the server applies (rows without a share last either way). MUI's table rather than
 * react-admin's DataTable: the rows are no resource's records and its sort would be applied in
 * the browser by useList, where the server's rule for N/A rows would have to be written twice.
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
  if (error)
    return <LoadError title="dashboard.breakdowns.failed" error={error} onRetry={onRetry} />;
  const header = (sort: BreakdownSort, label: string, align: "left" | "right"): ReactNode => {
    const active = order.sort === sort;
    return (
      <TableCell
        key={sort}
        align={align}
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
  return (
    <>
      {/* The table's name, outside its scrolling box so that a phone reads it whole. */}
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {rows === undefined && <LinearProgress aria-label={translate("app.loading")} />}
      {/* A phone scrolls the table sideways; the names keep a width to be read in. */}
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" sx={{ minWidth: 640 }} aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              {header("name", nameLabel, "left")}
              {header("schools", column("schools"), "right")}
              {SHARES.map((share) => header(share.sort, column(share.label), "right"))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{translate("dashboard.breakdowns.empty")}</TableCell>
              </TableRow>
            )}
            {rows?.map((row) => (
              <TableRow
                key={row.id}
                selected={row.id === current}
                aria-current={row.id === current ? "true" : undefined}
              >
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
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
                <TableCell align="right">{formatCount(row.schools)}</TableCell>
                {SHARES.map((share) => (
                  <ShareCell key={share.field} share={row[share.field]} />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
};
