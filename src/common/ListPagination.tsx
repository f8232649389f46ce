import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useListContext, useTranslate } from "react-admin";
import { formatCount } from "./formatCount";

/** Page numbers to show around the current one: first, last, and two either side, with gaps. */
export function pageWindow(page: number, totalPages: number): (number | "gap")[] {
  const pages = new Set([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

/** The first row number of a page: Sl No. continues across pages. */
export const firstRowNumber = (page: number, perPage: number) => (page - 1) * perPage + 1;

/**
 * The spec's pagination (school and board-admin lists): shown only above one page, with
 * 'Showing 1 to 10 of N entries', Previous, numbered pages and Next, bounded to 1..total pages.
 */
export const ListPagination = ({
  shownPage,
  cap,
}: {
  shownPage?: number;
  /** A total above this is a lower bound (the server stopped counting): 'of more than cap'. */
  cap?: number;
}) => {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending || total === undefined || total <= perPage) return null;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  // 'Showing x to y' tells the rows on screen, also while the next page is on its way.
  const rowsPage = shownPage ?? page;
  const from = firstRowNumber(rowsPage, perPage);
  const to = Math.min(total, rowsPage * perPage);
  const go = (p: number) => setPage(Math.min(totalPages, Math.max(1, p)));
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 2,
        p: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {cap !== undefined && total > cap
          ? translate("audit.total_capped", {
              from: formatCount(from),
              to: formatCount(to),
              cap: formatCount(cap),
            })
          : translate("app.list.showing", {
              from: formatCount(from),
              to: formatCount(to),
              total: formatCount(total),
            })}
      </Typography>
      {/* Paper has no buttons: a printed list (the report's) keeps only 'Showing x to y'. */}
      <Box
        component="nav"
        className="no-print"
        aria-label={translate("app.list.pagination")}
        sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}
      >
        <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => go(page - 1)}>
          {translate("app.list.previous")}
        </Button>
        {pageWindow(page, totalPages).map((p, i) =>
          p === "gap" ? (
            <Box key={`gap-${i}`} component="span" sx={{ px: 1, alignSelf: "center" }} aria-hidden>
              …
            </Box>
          ) : (
            <Button
              key={p}
              size="small"
              variant={p === page ? "contained" : "outlined"}
              aria-current={p === page ? "page" : undefined}
              aria-label={translate("app.list.page", { page: p })}
              onClick={() => go(p)}
              sx={{ minWidth: 36 }}
            >
              {p}
            </Button>
          ),
        )}
        <Button
          size="small"
          variant="outlined"
          disabled={page >= totalPages}
          onClick={() => go(page + 1)}
        >
          {translate("app.list.next")}
        </Button>
      </Box>
    </Box>
  );
};
