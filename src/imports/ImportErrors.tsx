import { DataTable, ListBase, useTranslate } from "react-admin";
import { PAGE_SIZE } from "../../contract/envelope";
import { ListTable, numberCell } from "../common/ListTable";
import type { ImportRowErrorRecord } from "../providers/resources/imports";

const Column = DataTable.Col<ImportRowErrorRecord>;

/**
 * The dry run's errors by row and column, a page at a time (a file may have thousands), in the
 * list table every screen uses (it scrolls sideways on a phone). Each message in the user's
 * language by its key, the server's English when the catalogue lacks it.
 */
export const ImportErrors = ({ importId }: { importId: number }) => {
  const translate = useTranslate();
  return (
    <ListBase
      resource="school-import-errors"
      filter={{ import_id: importId }}
      perPage={PAGE_SIZE}
      sort={{ field: "row", order: "ASC" }}
      storeKey={false}
      disableSyncWithLocation
      disableAuthentication
    >
      <ListTable<ImportRowErrorRecord>
        label="imports.review.errors_table"
        columns={3}
        minWidth={560}
      >
        <Column
          source="row"
          label={translate("imports.fields.row")}
          disableSort
          align="right"
          sx={{ ...numberCell, width: 80 }}
        />
        <Column
          source="column"
          label={translate("imports.fields.column")}
          disableSort
          sx={{ width: 180, overflowWrap: "anywhere" }}
          render={(error) => error.column ?? translate("imports.review.whole_row")}
        />
        <Column
          source="message"
          label={translate("imports.fields.message")}
          disableSort
          sx={{ overflowWrap: "anywhere" }}
          render={(error) =>
            translate(error.message_key, { ...error.message_params, _: error.message })
          }
        />
      </ListTable>
    </ListBase>
  );
};
