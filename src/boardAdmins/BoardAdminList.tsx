import { useState } from "react";
import Card from "@mui/material/Card";
import { useMutation } from "@tanstack/react-query";
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
import { ListPagination } from "../common/ListPagination";
import { ListHeader, ListTable, StatusToggle } from "../common/ListTable";
import type { RollcallDataProvider } from "../providers/dataProvider";
import type { BoardAdminRecord } from "../providers/resources/boardAdmins";

const Column = DataTable.Col<BoardAdminRecord>;

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
      <ListTable<BoardAdminRecord> label="boardAdmins.list.table">
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
            <StatusToggle
              on={record.status}
              label={translate("boardAdmins.list.status_label", {
                name: record.username,
                status: statusText(record),
              })}
              title={statusText(record)}
              onClick={() => setAsking(record)}
            />
          )}
        />
      </ListTable>
      <ListPagination />
      <ConfirmDialog
        open={asking !== null}
        title="app.confirm.confirmation"
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
  return (
    <ListBase
      resource="board-admins"
      perPage={PAGE_SIZE}
      storeKey={false}
      disableAuthentication
      disableSyncWithLocation
      sort={{ field: "board_admin_id", order: "DESC" }}
    >
      <ListHeader
        title="boardAdmins.list.title"
        addTo="/create-board"
        addLabel="boardAdmins.list.add"
      />
      <Card sx={{ overflowX: "auto" }}>
        <BoardAdminTable />
      </Card>
    </ListBase>
  );
};
