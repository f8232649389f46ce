import Card from "@mui/material/Card";
import { DataTable, ListBase, useTranslate } from "react-admin";
import { PAGE_SIZE } from "../../contract/envelope";
import { boardAdminFullName } from "../../contract/boardAdmins";
import { BulkActions } from "../common/BulkActions";
import { ListHeader, ListTable, TruncatedText } from "../common/ListTable";
import { ExportButton } from "../common/ExportButton";
import { StatusColumn } from "../common/StatusColumn";
import { SafeListParams } from "../common/SafeListParams";
import type { BoardAdminRecord } from "../providers/resources/boardAdmins";

const Column = DataTable.Col<BoardAdminRecord>;

/** The table with the status toggle and its confirmation. */
const BoardAdminTable = () => {
  const translate = useTranslate();
  return (
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
              data: { status: true },
            },
            {
              label: "audit.bulk.deactivate",
              confirm: "audit.bulk.deactivate_admins_text",
              data: { status: false },
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
      <StatusColumn<BoardAdminRecord>
        onText="boardAdmins.list.active"
        offText="boardAdmins.list.inactive"
        toggleLabel="boardAdmins.list.status_label"
        name={(record) => record.username}
        confirmTitle="app.confirm.confirmation"
        confirmText="boardAdmins.list.confirm_text"
        subject={(record) => `${boardAdminFullName(record)} (${record.username})`}
      />
    </ListTable>
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
        // The newest first, by react-admin's `id` (what the simple-REST dialect sorts on).
        sort={{ field: "id", order: "DESC" }}
        storeKey={false}
        disableAuthentication
      >
        <ListHeader
          title="boardAdmins.list.title"
          addTo="/create-board"
          addLabel="boardAdmins.list.add"
        >
          <ExportButton resource="board-admins" />
        </ListHeader>
        <Card>
          <BoardAdminTable />
        </Card>
      </ListBase>
    </SafeListParams>
  );
};
