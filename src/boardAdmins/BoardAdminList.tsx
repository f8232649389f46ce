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
import { PAGE_SIZE } from "../../contract/envelope";
import { boardAdminFullName } from "../../contract/boardAdmins";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { BulkActions } from "../common/BulkActions";
import { ListHeader, ListTable, StatusToggle, TruncatedText } from "../common/ListTable";
import { SafeListParams } from "../common/SafeListParams";
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
  // The last one asked about stays named in the dialog while it closes.
  const [subject, setSubject] = useState("");
  const ask = (admin: BoardAdminRecord) => {
    setSubject(`${boardAdminFullName(admin)} (${admin.username})`);
    setAsking(admin);
  };
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
      <ListTable<BoardAdminRecord>
        label="boardAdmins.list.table"
        columns={8}
        minWidth={1000}
        bulkActionButtons={
          <BulkActions
            actions={[
              {
                label: "audit.bulk.activate",
                confirm: "audit.bulk.activate_admins_text",
                run: (ids) => dataProvider.bulkBoardAdminStatus(ids, true),
              },
              {
                label: "audit.bulk.deactivate",
                confirm: "audit.bulk.deactivate_admins_text",
                run: (ids) => dataProvider.bulkBoardAdminStatus(ids, false),
              },
            ]}
          />
        }
      >
        <Column
          source="username"
          disableSort
          render={(record) => <TruncatedText text={record.username} />}
        />
        <Column
          source="type"
          disableSort
          sx={{ width: 72 }}
          render={(record) => translate(`boardAdmins.types.${record.type}`, { _: record.type })}
        />
        <Column
          source="main_board_name"
          disableSort
          render={(record) => <TruncatedText text={record.main_board_name} />}
        />
        <Column
          source="board_name"
          disableSort
          render={(record) => <TruncatedText text={record.board_name} />}
        />
        <Column
          label={translate("resources.board-admins.fields.name")}
          disableSort
          render={(record) => <TruncatedText text={boardAdminFullName(record)} />}
        />
        <Column
          source="email"
          disableSort
          render={(record) => <TruncatedText text={record.email} />}
        />
        <Column
          source="phone_number"
          disableSort
          sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums", width: 112 }}
        />
        <Column
          source="status"
          disableSort
          sx={{ width: 136 }}
          render={(record) => (
            <StatusToggle
              on={record.status}
              label={translate("boardAdmins.list.status_label", {
                name: record.username,
                status: statusText(record),
              })}
              text={statusText(record)}
              onClick={() => ask(record)}
            />
          )}
        />
      </ListTable>
      <ConfirmDialog
        open={asking !== null}
        title="app.confirm.confirmation"
        description="boardAdmins.list.confirm_text"
        subject={subject}
        busy={mutation.isPending}
        // The dialog stays disabled until the call settles (one request however fast the clicks).
        onConfirm={() => (asking ? mutation.mutateAsync(asking).catch(() => undefined) : undefined)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
};

/**
 * Board Management (/boards): the board administrators, ten a page, with their status toggle.
 * The page is kept in the URL, as on the school list, so that Back returns to it.
 */
export const BoardAdminList = () => {
  return (
    <SafeListParams>
      <ListBase
        resource="board-admins"
        perPage={PAGE_SIZE}
        // The newest first.
        sort={{ field: "board_admin_id", order: "DESC" }}
        storeKey={false}
        disableAuthentication
      >
        <ListHeader
          title="boardAdmins.list.title"
          addTo="/create-board"
          addLabel="boardAdmins.list.add"
        />
        <Card>
          <BoardAdminTable />
        </Card>
      </ListBase>
    </SafeListParams>
  );
};
