import { useNotify, useUpdate, type RaRecord } from "react-admin";

/**
 * A record's change of state (a status, a verification) through react-admin's `update`: the
 * dataProvider tells it from an edit by the fields that differ from `previousData`. The
 * server's message is the success toast (another provider's answer gets react-admin's own).
 */
export function useStateChange<R extends RaRecord>() {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<R & { message?: string }, Error>();
  const change = (resource: string, record: R, data: Partial<R>, onSettled: () => void) =>
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        returnPromise: true,
        onSuccess: (saved) =>
          notify(saved.message || "ra.notification.updated", {
            type: "success",
            messageArgs: { smart_count: 1 },
          }),
        onError: (error) => notify(error.message, { type: "error" }),
        onSettled,
      },
    );
  return { change, isPending };
}
