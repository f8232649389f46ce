import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useListContext, useNotify, useTranslate, useUpdateMany, type RaRecord } from "react-admin";
import { BULK_MAX_IDS } from "../../contract/audit";
import type { BulkIds } from "../providers/resources/bulk";
import { ConfirmDialog } from "./ConfirmDialog";
import { refreshNotifications } from "../layout/notifications";
import { formatCount } from "./formatCount";

export interface BulkAction {
  /** The button's catalogue key. */
  label: string;
  /** The confirmation's catalogue key; it is given the selection's count as `smart_count`. */
  confirm: string;
  /** Cannot be undone: focus starts on Cancel. */
  irreversible?: boolean;
  /** What updateMany sets on every selected record, e.g. `{ status: true }`. */
  data: Partial<RaRecord>;
}

/**
 * The buttons of react-admin's bulk toolbar for a selection (kept across pages): each asks for
 * confirmation naming the count, sends one call for the whole selection, reports what changed
 * and clears the selection. A selection larger than the server takes is refused here first.
 */
export const BulkActions = ({ actions }: { actions: BulkAction[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems, refetch, resource } = useListContext();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const count = selectedIds.length;
  const tooMany = count > BULK_MAX_IDS;
  const [updateMany, { isPending }] = useUpdateMany<RaRecord, Error>();
  const report = (ids: BulkIds) => {
    // Rollcall's provider reports what changed; another provider's answer is only the ids.
    if (!ids.report) return translate("ra.notification.updated", { smart_count: ids.length });
    const { changed, unchanged, not_found } = ids.report;
    const done = translate("audit.bulk.changed", { smart_count: changed });
    const already = unchanged ? translate("audit.bulk.unchanged", { smart_count: unchanged }) : "";
    const missing = not_found.length
      ? translate("audit.bulk.not_found", { smart_count: not_found.length })
      : "";
    return `${done}${already}${missing}`;
  };
  const run = (action: BulkAction) =>
    updateMany(
      resource,
      { ids: selectedIds, data: action.data },
      {
        returnPromise: true,
        onSuccess: (ids) => {
          notify(report(ids), { type: "success" });
          onUnselectItems();
        },
        onError: (error) => notify(error.message, { type: "error" }),
        onSettled: () => {
          setAsking(null);
          refetch();
          // The bell counts the schools awaiting verification.
          void refreshNotifications(queryClient);
        },
      },
    );
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
      {tooMany && (
        <Typography variant="body2" color="error" role="alert">
          {translate("audit.bulk.too_many", { max: formatCount(BULK_MAX_IDS) })}
        </Typography>
      )}
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant="outlined"
          disabled={tooMany || isPending}
          onClick={() => setAsking(action)}
        >
          {translate(action.label)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title="app.confirm.confirmation"
        subject={asking ? translate(asking.confirm, { smart_count: count }) : undefined}
        busy={isPending}
        focus={asking?.irreversible ? "cancel" : "confirm"}
        onConfirm={() => (asking ? run(asking) : undefined)}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
};
