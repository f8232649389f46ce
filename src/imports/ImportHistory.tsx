import Card from "@mui/material/Card";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { DataTable, ListBase, useTranslate } from "react-admin";
import { PAGE_SIZE } from "../../contract/envelope";
import type { ImportJob } from "../../contract/imports";
import { ListTable, TruncatedText } from "../common/ListTable";
import { formatCount } from "../common/formatCount";
import { formatDateTime } from "../common/formatDate";

const Column = DataTable.Col<ImportJob>;

/** The imports on record, newest first: who, when, the file, its counts and state; each opens. */
export const ImportHistory = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="import-history" sx={{ mt: 3 }}>
      <Typography id="import-history" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate("imports.history.title")}
      </Typography>
      <ListBase
        resource="school-imports"
        perPage={PAGE_SIZE}
        sort={{ field: "id", order: "DESC" }}
        storeKey={false}
        disableSyncWithLocation
        disableAuthentication
      >
        <ListTable<ImportJob> label="imports.history.table" columns={5} minWidth={860}>
          <Column
            source="file_name"
            label={translate("imports.history.file")}
            disableSort
            render={(job) => (
              <TruncatedText text={job.file_name}>
                <MuiLink component={Link} to={`/school/import/${job.id}`} underline="hover">
                  {job.file_name}
                </MuiLink>
              </TruncatedText>
            )}
          />
          <Column
            source="created_by"
            label={translate("imports.history.who")}
            disableSort
            sx={{ width: 100, overflowWrap: "anywhere" }}
          />
          <Column
            source="created_at"
            label={translate("imports.history.when")}
            disableSort
            sx={{ width: 150, whiteSpace: "nowrap" }}
            render={(job) => formatDateTime(job.created_at)}
          />
          <Column
            source="valid"
            label={translate("imports.history.counts")}
            disableSort
            sx={{ width: 200 }}
            render={(job) =>
              translate("imports.history.counts_text", {
                valid: formatCount(job.valid),
                with_errors: formatCount(job.with_errors),
                existing: formatCount(job.existing),
              })
            }
          />
          <Column
            source="state"
            label={translate("imports.history.state")}
            disableSort
            sx={{ width: 110 }}
            render={(job) => translate(`imports.states.${job.state}`)}
          />
        </ListTable>
      </ListBase>
    </Card>
  );
};
