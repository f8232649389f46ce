import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useListContext, useNotify, useTranslate, type Identifier } from "react-admin";
import { BULK_MAX_IDS, type BulkResult } from "../../contract/audit";
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
  run: (ids: number[]) => Promise<BulkResult>;
}

/**
 * The buttons of react-admin's bulk toolbar for a selection (kept across pages): each asks for
 * confirmation naming the count, sends one call for the whole selection, reports what changed
 * and clears the selection. A selection larger than the server takes is refused here first.
 */
export const BulkActions = ({ actions }: { actions: BulkAction[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems, refetch } = useListContext();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const count = selectedIds.length;
  const tooMany = count > BULK_MAX_IDS;
  const mutation = useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: Identifier[] }) =>
      action.run(ids.map(Number)),
    onSuccess: (result) => {
      const done = translate("audit.bulk.changed", { smart_count: result.changed });
      const unchanged = result.unchanged
        ? translate("audit.bulk.unchanged", { smart_count: result.unchanged })
        : "";
      const missing = result.not_found.length
        ? translate("audit.bulk.not_found", { smart_count: result.not_found.length })
        : "";
      notify(`${done}${unchanged}${missing}`, { type: "success" });
      onUnselectItems();
    },
    onError: (error) => notify(error.message, { type: "error" }),
    onSettled: () => {
      setAsking(null);
      refetch();
      // The bell counts the schools awaiting verification.
      void refreshNotifications(queryClient);
    },
  });
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
          disabled={tooMany || mutation.isPending}
          onClick={() => setAsking(action)}
        >
          {translate(action.label)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title="app.confirm.confirmation"
        subject={asking ? translate(asking.confirm, { smart_count: count }) : undefined}
        busy={mutation.isPending}
        focus={asking?.irreversible ? "cancel" : "confirm"}
        onConfirm={() =>
          asking ? mutation.mutateAsync({ action: asking, ids: selectedIds }) : undefined
        }
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
};
