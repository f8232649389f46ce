import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import ToggleOffIcon from "@mui/icons-material/ToggleOff";
import ToggleOnIcon from "@mui/icons-material/ToggleOn";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import {
  DataTable,
  ListBase,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from "react-admin";
import { boardAdminFullName } from "../../contract/boardAdmins";
import { PAGE_SIZE } from "../../contract/envelope";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { ListPagination, firstRowNumber } from "../common/ListPagination";
import type { RollcallDataProvider } from "../providers/dataProvider";
import type { BoardAdminRecord } from "../providers/resources/boardAdmins";

const Column = DataTable.Col<BoardAdminRecord>;

/** Sl No.: continues across pages. */
const RowNumber = ({ record }: { record: BoardAdminRecord }) => {
  const { data = [], page, perPage } = useListContext<BoardAdminRecord>();
  return <>{firstRowNumber(page, perPage) + data.findIndex((row) => row.id === record.id)}</>;
};

/** The table with the status toggle and its confirmation. */
const BoardAdminTable = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const { refetch } = useListContext<BoardAdminRecord>();
  const [asking, setAsking] = useState<BoardAdminRecord | null>(null);
  const mutation = useMutation({
    // The spec sends the inverse of the current value.
    mutationFn: (admin: BoardAdminRecord) =>
      dataProvider.changeBoardAdminStatus(admin.board_admin_id, !admin.status),
    onSuccess: (message) => notify(message, { type: "success" }),
    onError: (error) => notify(error.message, { type: "error" }),
    onSettled: () => {
      setAsking(null);
      refetch();
    },
  });
  const statusText = (admin: BoardAdminRecord) =>
    translate(admin.status ? "boardAdmins.list.active" : "boardAdmins.list.inactive");

  return (
    <>
      <DataTable<BoardAdminRecord>
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Typography sx={{ p: 4, textAlign: "center" }} color="text.secondary">
            {translate("app.list.no_data")}
          </Typography>
        }
        sx={{ "& .RaDataTable-headerCell": { fontWeight: 700 } }}
        aria-label={translate("boardAdmins.list.table")}
      >
        <Column
          label={translate("app.list.sl_no")}
          disableSort
          render={(record) => <RowNumber record={record} />}
        />
        <Column source="username" disableSort />
        <Column
          source="type"
          disableSort
          render={(record) => translate(`boardAdmins.types.${record.type}`, { _: record.type })}
        />
        <Column source="main_board_name" disableSort />
        <Column source="board_name" disableSort />
        <Column
          label={translate("resources.board-admins.fields.name")}
          disableSort
          render={(record) => boardAdminFullName(record)}
        />
        <Column source="email" disableSort />
        <Column source="phone_number" disableSort />
        <Column
          source="status"
          disableSort
          render={(record) => (
            <IconButton
              aria-label={translate("boardAdmins.list.status_label", {
                name: record.username,
                status: statusText(record),
              })}
              title={statusText(record)}
              onClick={() => setAsking(record)}
            >
              {record.status ? (
                <ToggleOnIcon color="success" fontSize="large" />
              ) : (
                <ToggleOffIcon color="error" fontSize="large" />
              )}
            </IconButton>
          )}
        />
      </DataTable>
      <ListPagination />
      <ConfirmDialog
        open={asking !== null}
        title="boardAdmins.list.confirm_title"
        description="boardAdmins.list.confirm_text"
        busy={mutation.isPending}
        onConfirm={() => asking && mutation.mutate(asking)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
};

/** Board Management (/boards): the board administrators, ten a page, with their status toggle. */
export const BoardAdminList = () => {
  const translate = useTranslate();
  return (
    <ListBase
      resource="board-admins"
      perPage={PAGE_SIZE}
      storeKey={false}
      disableAuthentication
      disableSyncWithLocation
      sort={{ field: "board_admin_id", order: "DESC" }}
    >
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
          {translate("boardAdmins.list.title")}
        </Typography>
        <Button component={Link} to="/create-board" variant="contained">
          {translate("boardAdmins.list.add")}
        </Button>
      </Box>
      <Card sx={{ overflowX: "auto" }}>
        <BoardAdminTable />
      </Card>
    </ListBase>
  );
};
