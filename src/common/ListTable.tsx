import { useDeferredValue, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Skeleton from "@mui/material/Skeleton";
import TableCell from "@mui/material/TableCell";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import ToggleOffIcon from "@mui/icons-material/ToggleOff";
import ToggleOnIcon from "@mui/icons-material/ToggleOn";
import { Link } from "react-router-dom";
import {
  BulkActionsToolbar,
  DataTable,
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useListContext,
  Button as RaButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
  type RaRecord,
} from "react-admin";
import { BULK_MAX_IDS } from "../../contract/audit";
import { PAGE_SIZE } from "../../contract/envelope";
import { ListPagination, firstRowNumber } from "./ListPagination";
import { LoadError } from "./LoadError";
import { CUT_TEXT_ATTRIBUTE } from "./CutTextTooltip";
import { PageHeader } from "./PageHeader";

/** A list screen's heading and its add button, after the screen's other actions (`children`). */
export const ListHeader = ({
  title,
  addTo,
  addLabel,
  children,
}: {
  title: string;
  addTo: string;
  addLabel: string;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <PageHeader title={translate(title)}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {children}
        <Button component={Link} to={addTo} variant="contained">
          {translate(addLabel)}
        </Button>
      </Box>
    </PageHeader>
  );
};

/**
 * The page whose rows are on screen. While the next page loads, react-admin keeps the previous
 * page's rows (placeholder data) but already reports the new page number; Sl No. and 'Showing
 * x to y' follow the rows, not the request.
 */
function useShownPage(): number {
  const { page, isPlaceholderData, isPending } = useListContext();
  const [settled, setSettled] = useState(page);
  // React's pattern for state derived from the previous render.
  if (!isPlaceholderData && !isPending && settled !== page) setSettled(page);
  return isPlaceholderData ? settled : page;
}

/** The height of a row, so that the first load's skeleton takes the room the rows will take. */
export const ROW_HEIGHT = 53;

/** Skeleton rows for the first load of a list: the page keeps its height when the rows arrive. */
const SkeletonRows = ({
  columns,
  label,
  minWidth,
}: {
  columns: number;
  label: string;
  minWidth: number;
}) => (
  <Box
    role="status"
    aria-label={label}
    sx={{ width: "100%", minWidth, p: 0 }}
    data-testid="list-skeleton"
  >
    {/* The header row, then a page of rows */}
    {Array.from({ length: PAGE_SIZE + 1 }, (_, row) => (
      <Box
        key={row}
        sx={{
          display: "grid",
          gridTemplateColumns: `64px repeat(${columns - 1}, 1fr)`,
          alignItems: "center",
          gap: 2,
          px: 2,
          height: row === 0 ? 38 : ROW_HEIGHT,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        {Array.from({ length: columns }, (_, col) => (
          <Skeleton key={col} variant="text" width={row === 0 ? "50%" : "80%"} />
        ))}
      </Box>
    ))}
  </Box>
);

/**
 * The style of a text cut to fit its cell: one line ending in an ellipsis. On a phone, where a
 * column has little room, `phoneLines` lines, the last one ending in an ellipsis.
 */
export const cutTextSx =
  (phoneLines = 1) =>
  (theme: Theme) => ({
    display: "block",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    ...(phoneLines > 1 && {
      [theme.breakpoints.down("sm")]: {
        display: "-webkit-box",
        WebkitBoxOrient: "vertical",
        WebkitLineClamp: phoneLines,
        whiteSpace: "normal",
        overflowWrap: "anywhere",
      },
    }),
  });

/**
 * A text cell that stays on one line: a long value is cut with an ellipsis and shown whole in
 * a tooltip (on hover and on keyboard focus), only when it is actually cut. The console's one
 * CutTextTooltip shows it: the cell itself is a plain span.
 */
export const TruncatedText = ({
  text,
  maxWidth = "100%",
  children,
}: {
  text: string;
  maxWidth?: number | string;
  /** What to show (a link, say); `text` by default. */
  children?: ReactNode;
}) => (
  <Box component="span" {...{ [CUT_TEXT_ATTRIBUTE]: text }} sx={[{ maxWidth }, cutTextSx()]}>
    {children ?? text}
  </Box>
);

/** Sl No.: continues across pages, counted from the page whose rows are on screen. */
const RowNumber = ({ record, page }: { record: RaRecord; page: number }) => {
  const { data = [], perPage } = useListContext();
  return <>{firstRowNumber(page, perPage) + data.findIndex((row) => row.id === record.id)}</>;
};

/** Numbers read down a column: tabular figures, never wrapped (and the column right-aligned). */
export const numberCell = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

/**
 * 'Select all': selects the list's records, with its filters, up to the 1,000 a bulk action
 * takes. Written here because react-admin's own SelectAllButton selects into a selection of its
 * own when the list keeps nothing in the store (`storeKey={false}`, as Rollcall's lists do), so
 * the toolbar stayed at the page's ten; this one selects through the list's `onSelect`.
 */
const SelectAllButton = () => {
  const { resource, total, data, selectedIds, onSelect, sort, filterValues } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const pageSelected = data?.every((record) => selectedIds.includes(record.id)) ?? false;
  if (!pageSelected || selectedIds.length === total || selectedIds.length >= BULK_MAX_IDS) {
    return null;
  }
  const selectAll = async () => {
    setBusy(true);
    try {
      const { data: records } = await dataProvider.getList(resource, {
        pagination: { page: 1, perPage: BULK_MAX_IDS },
        sort,
        filter: filterValues,
      });
      onSelect(records.map((record) => record.id));
    } catch (error) {
      notify(error instanceof Error ? error.message : "ra.notification.http_error", {
        type: "error",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <RaButton
      label="ra.action.select_all_button"
      disabled={busy}
      onClick={() => void selectAll()}
    />
  );
};

/**
 * The spec's list table and its pagination: no bulk actions unless a screen adds its own
 * (`bulkActionButtons`, Rollcall's addition), no row click, no sorting by the
 * header, Sl No. as the first column before the screen's own `children` columns. It adds what
 * a product needs around react-admin's DataTable: skeleton rows on the first load (DataTable's
 * own placeholder shows only after a second and five rows, so the page would jump), an error
 * panel with Retry instead of 'No Data Found!' when the load failed, and a container that
 * scrolls sideways so every column stays reachable on a phone.
 */
export function ListTable<RecordType extends RaRecord>({
  label,
  columns,
  minWidth,
  children,
  bulkActionButtons = false,
  cap,
}: {
  /** The table's accessible name, a catalogue key. */
  label: string;
  /** Row selection (react-admin's, kept across pages) and the toolbar shown for a selection. */
  bulkActionButtons?: ReactNode | false;
  /** See ListPagination: a total above it is shown as 'more than'. */
  cap?: number;
  /** How many columns `children` has (the skeleton draws as many). */
  columns: number;
  /**
   * Below this width the table scrolls sideways instead of squeezing its columns. Above it the
   * columns share the width (fixed layout: the text columns, without a width of their own, split
   * what the others leave, and long values end in an ellipsis), so the table never overflows.
   */
  minWidth: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  // Busy while a page is being fetched, also when the previous page stays on screen meanwhile.
  const { isFetching, isPending, isPlaceholderData, error, data, refetch } = useListContext();
  const page = useShownPage();
  // The first page's rows replace the skeleton in a transition: built at once, ten rows of MUI
  // cells are one long task on a phone, blocking every tap; deferred, React builds them in
  // slices between which the page stays responsive, and the skeleton stays until they are ready.
  const loading = useDeferredValue(isPending, true);

  if (error && (!data || data.length === 0)) {
    return (
      <LoadError
        title="app.list.failed"
        error={error}
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  }
  return (
    <>
      <Box
        className="list-table-scroll"
        // A box that scrolls sideways must be reachable by keyboard to be scrolled without a
        // mouse (its rows may hold no focusable element, as the Audit Log's do).
        tabIndex={0}
        role="region"
        aria-label={translate(label)}
        sx={{ overflowX: "auto", width: "100%", WebkitOverflowScrolling: "touch" }}
      >
        {loading ? (
          <SkeletonRows
            columns={columns + 1}
            label={translate("app.list.loading")}
            minWidth={minWidth}
          />
        ) : (
          <DataTable<RecordType>
            bulkActionButtons={bulkActionButtons}
            bulkActionsToolbar={
              bulkActionButtons !== false && (
                <BulkActionsToolbar selectAllButton={<SelectAllButton />}>
                  {bulkActionButtons}
                </BulkActionsToolbar>
              )
            }
            body={SelectableBody}
            rowClick={false}
            empty={
              <Typography sx={{ p: 4, textAlign: "center" }} color="text.secondary">
                {translate("app.list.no_data")}
              </Typography>
            }
            rowSx={() => ({ height: ROW_HEIGHT, opacity: isPlaceholderData ? 0.6 : 1 })}
            sx={{
              "& .RaDataTable-table": { tableLayout: "fixed", minWidth },
              // A header too long for its column is cut like a cell (CutTextTooltip shows it).
              "& .RaDataTable-headerCell": {
                fontWeight: 700,
                whiteSpace: "nowrap",
                overflow: "hidden",
                textOverflow: "ellipsis",
              },
              "& .RaDataTable-tableWrapper": { overflowX: "visible" },
              // react-admin lifts its bulk toolbar 48 px over the list's own toolbar; here the
              // table scrolls in its own box, which clipped it (and the filters above took its
              // clicks): it takes its own row above the table instead.
              "& .RaBulkActionsToolbar-toolbar.MuiToolbar-root": {
                position: "static",
                transform: "none",
              },
              // With nothing selected react-admin only folds it to no height: its buttons stayed
              // tab stops, unseen, between the filters and the rows. Hidden, they are none.
              "& .RaBulkActionsToolbar-collapsed": { visibility: "hidden" },
              // On a phone its buttons wrap onto more lines rather than hide under each other.
              "& .RaBulkActionsToolbar-toolbar.MuiToolbar-root:not(.RaBulkActionsToolbar-collapsed)":
                { height: "auto", flexWrap: "wrap", py: 0.5 },
              "& .RaBulkActionsToolbar-topToolbar": { flexWrap: "wrap", gap: 0.5 },
              "& .MuiTableCell-root": { px: 1 },
              "& .MuiTableCell-root:first-of-type": { pl: 2 },
              "& .MuiTableCell-root:last-of-type": { pr: 2 },
              // The selection column holds its 42 px box whole (the header's select-all too).
              "& .MuiTableCell-root.MuiTableCell-paddingCheckbox": { width: 56, pl: 1, pr: 0 },
            }}
            aria-label={translate(label)}
            aria-busy={isFetching}
          >
            <DataTable.Col
              label={translate("app.list.sl_no")}
              disableSort
              align="right"
              sx={{ ...numberCell, width: 72 }}
              render={(record: RecordType) => <RowNumber record={record} page={page} />}
            />
            {children}
          </DataTable>
        )}
      </Box>
      <ListPagination shownPage={page} cap={cap} />
    </>
  );
}

/**
 * The row's selection box, on react-admin's own selection state. react-admin's SelectRowCheckbox
 * puts its aria-label on MUI's wrapper span, where the label is not allowed and leaves the input
 * itself unnamed (axe: aria-prohibited-attr and label); this one names the input.
 */
const RowCheckbox = () => {
  const translate = useTranslate();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const record = useRecordContext();
  if (!record) return null;
  const selectable = !isRowSelectable || isRowSelectable(record);
  return (
    <Checkbox
      color="primary"
      className="select-item"
      checked={selectable && !!selectedIds?.includes(record.id)}
      disabled={!selectable}
      onClick={(event) => {
        if (!selectable || !handleToggleItem) return;
        handleToggleItem(record.id, event);
        event.stopPropagation();
      }}
      slotProps={{ input: { "aria-label": translate("ra.action.select_row") } }}
    />
  );
};

/** react-admin's row, with RowCheckbox in place of its own selection box. */
const SelectableRow = ({ children, ...props }: DataTableRowProps) => {
  const config = useDataTableConfigContext();
  if (!config.hasBulkActions) return <DataTableRow {...props}>{children}</DataTableRow>;
  return (
    <DataTableConfigContext.Provider value={{ ...config, hasBulkActions: false }}>
      <DataTableRow {...props}>
        <TableCell padding="checkbox">
          <RowCheckbox />
        </TableCell>
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
};

const SelectableBody = (props: DataTableBodyProps) => (
  <DataTableBody {...props} row={SelectableRow} />
);

/**
 * The status toggle: the switch icon in green (on) or red (off) and, so that the state is never
 * told by colour alone, its name written beside it. `label` names the row and its status.
 */
export const StatusToggle = ({
  on,
  label,
  text,
  onClick,
}: {
  on: boolean;
  label: string;
  /** The state as a word: 'Active', 'Pending', 'Inactive'. */
  text: string;
  onClick: () => void;
}) => (
  <Button
    aria-label={label}
    onClick={onClick}
    size="small"
    color={on ? "success" : "error"}
    startIcon={on ? <ToggleOnIcon fontSize="large" /> : <ToggleOffIcon fontSize="large" />}
    sx={{ whiteSpace: "nowrap", "& .MuiButton-startIcon > svg": { fontSize: 32 } }}
  >
    {text}
  </Button>
);
