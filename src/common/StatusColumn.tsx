import { useState } from "react";
import { DataTable, useListContext, useTranslate, type RaRecord } from "react-admin";
import { ConfirmDialog } from "./ConfirmDialog";
import { useStateChange } from "./useStateChange";
import { StatusToggle } from "./ListTable";

type WithStatus = RaRecord & { status: boolean };

export interface StatusColumnProps<R extends WithStatus> {
  /** Catalogue keys of the state as a word, on and off ('Active', 'Inactive'). */
  onText: string;
  offText: string;
  /** Catalogue key of the toggle's accessible name, given `name` and `status`. */
  toggleLabel: string;
  /** The record's name in the toggle's accessible name. */
  name: (record: R) => string;
  /** Catalogue keys of the confirmation's title (the dialog's default without it) and text. */
  confirmTitle?: string;
  confirmText: string;
  /** What the confirmation names, on its own line; the record's name without it. */
  subject?: (record: R) => string;
  /** After the call, whether it succeeded or not, besides reloading the list. */
  onSettled?: () => void;
}

/** One row's toggle, its confirmation and the call. */
const StatusCell = <R extends WithStatus>({
  record,
  onText,
  offText,
  toggleLabel,
  name,
  confirmTitle,
  confirmText,
  subject = name,
  onSettled,
}: StatusColumnProps<R> & { record: R }) => {
  const translate = useTranslate();
  const { refetch, resource } = useListContext<R>();
  const [asking, setAsking] = useState(false);
  const { change: changeState, isPending } = useStateChange<R>();
  // The spec sends the inverse of the current value.
  const change = () =>
    changeState(resource, record, { status: !record.status } as Partial<R>, () => {
      setAsking(false);
      refetch();
      onSettled?.();
    });
  const text = translate(record.status ? onText : offText);
  return (
    <>
      <StatusToggle
        on={record.status}
        label={translate(toggleLabel, { name: name(record), status: text })}
        text={text}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        title={confirmTitle}
        description={confirmText}
        subject={subject(record)}
        busy={isPending}
        // The dialog stays disabled until the call settles (one request however fast the clicks).
        onConfirm={() => change().catch(() => undefined)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};

/**
 * A list's Status column: each row's toggle asks for confirmation, then sends the opposite
 * status, shows the server's message and reloads the list (the board administrators' and the
 * schools' lists).
 */
export const StatusColumn = <R extends WithStatus>(props: StatusColumnProps<R>) => (
  <DataTable.Col<R>
    source="status"
    disableSort
    sx={{ width: 136 }}
    render={(record) => <StatusCell<R> record={record} {...props} />}
  />
);
