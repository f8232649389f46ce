import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import LogoutIcon from "@mui/icons-material/Logout";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DataTable,
  ListContextProvider,
  useDataProvider,
  useList,
  useNotify,
  useTranslate,
} from "react-admin";
import type { SessionInfo } from "../../contract/auth";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { formatDateTime } from "../common/formatDate";
import { useOneAtATime } from "../common/useOneAtATime";

/** A date cell on one line, also on a phone. */
const When = ({ iso }: { iso: string }) => (
  <Box component="span" sx={{ whiteSpace: "nowrap" }}>
    {formatDateTime(iso)}
  </Box>
);

/** The profile's list of the account's active sessions, each of which can be ended. */
export const SessionsSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const { data, isPending } = useQuery({
    queryKey: ["sessions"],
    queryFn: () => dataProvider.getSessions(),
  });
  const done = (message: string) => {
    notify(message, { type: "success" });
    void queryClient.invalidateQueries({ queryKey: ["sessions"] });
  };
  const failed = (error: Error) => notify(error.message, { type: "error" });
  const endOne = useMutation({
    mutationFn: (id: string) => dataProvider.endSession(id),
    onSuccess: done,
    onError: failed,
  });
  const end = useOneAtATime(endOne.mutateAsync);
  const endOthers = useMutation({
    mutationFn: () => dataProvider.endOtherSessions(),
    onSuccess: (message) => {
      setConfirming(false);
      done(message);
    },
    onError: failed,
  });
  const listContext = useList<SessionInfo>({ data: data ?? [], isPending, perPage: 100 });
  const others = (data ?? []).filter((s) => !s.current).length;

  return (
    <Card component="section" aria-labelledby="sessions-title" sx={{ mt: 3 }}>
      <CardContent>
        <Box
          sx={{
            display: "flex",
            justifyContent: "space-between",
            alignItems: "center",
            gap: 1,
            flexWrap: "wrap",
            mb: 1,
          }}
        >
          <Typography id="sessions-title" variant="h6" component="h2">
            {translate("app.sessions.title")}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogoutIcon />}
            disabled={others === 0 || endOthers.isPending}
            onClick={() => setConfirming(true)}
          >
            {translate("app.sessions.end_others")}
          </Button>
        </Box>
        {/* react-admin's DataTable over a local list: the sessions are no react-admin resource. */}
        <ListContextProvider value={listContext}>
          <DataTable<SessionInfo> resource="sessions" bulkActionButtons={false} rowClick={false}>
            <DataTable.Col
              label="app.sessions.browser"
              source="browser"
              disableSort
              render={(s) => (
                <>
                  {`${s.browser} · ${s.os}`}
                  {s.current && (
                    <Chip
                      size="small"
                      color="primary"
                      label={translate("app.sessions.current")}
                      sx={{ ml: 1 }}
                    />
                  )}
                </>
              )}
            />
            <DataTable.Col
              label="app.sessions.address"
              source="client_address"
              disableSort
              render={(s) => s.client_address ?? "—"}
            />
            <DataTable.Col
              label="app.sessions.signed_in_at"
              source="signed_in_at"
              disableSort
              render={(s) => <When iso={s.signed_in_at} />}
            />
            <DataTable.Col
              label="app.sessions.last_seen"
              source="last_seen_at"
              disableSort
              render={(s) => <When iso={s.last_seen_at} />}
            />
            <DataTable.Col
              label="app.sessions.actions"
              disableSort
              render={(s) =>
                s.current ? null : (
                  <Button
                    size="small"
                    color="error"
                    disabled={endOne.isPending}
                    aria-label={translate("app.sessions.end_one_label", {
                      browser: `${s.browser} · ${s.os}`,
                    })}
                    onClick={() => end(s.id)}
                  >
                    {translate("app.sessions.end")}
                  </Button>
                )
              }
            />
          </DataTable>
        </ListContextProvider>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="app.sessions.end_others"
        description="app.sessions.end_others_confirm"
        busy={endOthers.isPending}
        // The dialog keeps Confirm disabled until the returned promise settles.
        onConfirm={() => endOthers.mutateAsync()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
};
