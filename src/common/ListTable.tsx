import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import ToggleOffIcon from "@mui/icons-material/ToggleOff";
import ToggleOnIcon from "@mui/icons-material/ToggleOn";
import { Link } from "react-router-dom";
import { DataTable, useListContext, useTranslate, type RaRecord } from "react-admin";
import { firstRowNumber } from "./ListPagination";

/** A list screen's heading and its add button. */
export const ListHeader = ({
  title,
  addTo,
  addLabel,
}: {
  title: string;
  addTo: string;
  addLabel: string;
}) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        flexWrap: "wrap",
        gap: 1,
        mb: 2,
      }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate(title)}
      </Typography>
      <Button component={Link} to={addTo} variant="contained">
        {translate(addLabel)}
      </Button>
    </Box>
  );
};

/** Sl No.: continues across pages. */
const RowNumber = ({ record }: { record: RaRecord }) => {
  const { data = [], page, perPage } = useListContext();
  return <>{firstRowNumber(page, perPage) + data.findIndex((row) => row.id === record.id)}</>;
};

/**
 * The spec's list table: no bulk actions, no row click, no sorting by the header, a message
 * when empty, and Sl No. as its first column before the screen's own `children` columns.
 */
export function ListTable<RecordType extends RaRecord>({
  label,
  children,
}: {
  /** The table's accessible name, a catalogue key. */
  label: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  // Busy while a page is being fetched, also when the previous page stays on screen meanwhile.
  const { isFetching } = useListContext();
  return (
    <DataTable<RecordType>
      bulkActionButtons={false}
      rowClick={false}
      empty={
        <Typography sx={{ p: 4, textAlign: "center" }} color="text.secondary">
          {translate("app.list.no_data")}
        </Typography>
      }
      sx={{ "& .RaDataTable-headerCell": { fontWeight: 700 } }}
      aria-label={translate(label)}
      aria-busy={isFetching}
    >
      <DataTable.Col
        label={translate("app.list.sl_no")}
        disableSort
        render={(record: RecordType) => <RowNumber record={record} />}
      />
      {children}
    </DataTable>
  );
}

/** The Action column's toggle: on in green, off in red; `label` names the row and its status. */
export const StatusToggle = ({
  on,
  label,
  title,
  onClick,
}: {
  on: boolean;
  label: string;
  title: string;
  onClick: () => void;
}) => (
  <IconButton aria-label={label} title={title} onClick={onClick}>
    {on ? (
      <ToggleOnIcon color="success" fontSize="large" />
    ) : (
      <ToggleOffIcon color="error" fontSize="large" />
    )}
  </IconButton>
);
