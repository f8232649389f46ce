import type { MouseEvent } from "react";
import Button from "@mui/material/Button";
import DownloadIcon from "@mui/icons-material/Download";
import { useMutation } from "@tanstack/react-query";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { startDownload } from "../common/ExportButton";
import { useOneAtATime } from "../common/useOneAtATime";
import type { RollcallDataProvider } from "../providers/dataProvider";
import type { ExportResource } from "../providers/resources/exports";

/**
 * A dashboard table's 'Export CSV': the server writes the file of what `filter` takes and the
 * browser downloads it from a short-lived signed link, as the lists' ExportButton does, but at
 * one press: the dashboard's exports have no other format to choose. The server's refusal is
 * shown as a notification.
 */
export const CsvExportButton = ({
  resource,
  filter,
  label,
  disabled = false,
  download = startDownload,
}: {
  resource: ExportResource;
  /** What the file holds: the table's period, place and order, as on screen. */
  filter: Record<string, unknown>;
  /** The button's text, a catalogue key. */
  label: string;
  /** Besides while a link is on its way (say, until the table has rows). */
  disabled?: boolean;
  /** Starts the file's download (tests watch it). */
  download?: (url: string, fileName: string) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const exporting = useMutation({
    mutationFn: () => dataProvider.exportLink(resource, { filter, format: "csv" }),
    onSuccess: (link) => download(link.url, link.file_name),
    onError: (failure) => notify(failure.message, { type: "error" }),
  });
  // One file a click: a click while the link is on its way is dropped (isPending is set a task
  // after a double click's second click), and so is a double click's second click.
  const exportOnce = useOneAtATime(exporting.mutateAsync);
  const exportClicked = (event: MouseEvent) => {
    if (event.detail < 2) exportOnce(undefined);
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={exporting.isPending || disabled}
      onClick={exportClicked}
    >
      {translate(label)}
    </Button>
  );
};
