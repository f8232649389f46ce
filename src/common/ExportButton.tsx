import { useId, useState } from "react";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import DownloadIcon from "@mui/icons-material/Download";
import { useMutation } from "@tanstack/react-query";
import { useDataProvider, useListContext, useNotify, useTranslate } from "react-admin";
import type { ExportFormat } from "../../contract/exports";
import { EXPORT_FORMATS } from "../../contract/exports";
import type { RollcallDataProvider } from "../providers/dataProvider";
import type { ExportResource } from "../providers/resources/exports";

/** Hands a link to the browser's own download (its progress, its folder), not to memory. */
export function startDownload(url: string, fileName: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 'Export' in a list's header: CSV or XLSX of every row the list's current search and filters
 * take. Not react-admin's <ExportButton>, which fetches every record into the browser through
 * getList and stops at 1,000: here the server writes the file and the browser downloads it from
 * a short-lived signed link, whatever the count.
 */
export const ExportButton = ({
  resource,
  download = startDownload,
}: {
  resource: ExportResource;
  /** Starts the download (tests watch it). */
  download?: (url: string, fileName: string) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const { filterValues } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const exporting = useMutation({
    mutationFn: (format: ExportFormat) =>
      dataProvider.exportLink(resource, { filter: filterValues, format }),
    onSuccess: (link) => download(link.url, link.file_name),
    onError: (error) => notify(error.message, { type: "error" }),
  });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        disabled={exporting.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate("app.export.button")}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              exporting.mutate(format);
            }}
          >
            {translate(`app.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
