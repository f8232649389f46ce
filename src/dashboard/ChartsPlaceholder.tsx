import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslate } from "react-admin";
import { CHART_CARD_HEIGHT } from "./chartSize";

/**
 * The room `charts` trend charts take (TrendCharts' grid: one a row on a phone, two from a wide
 * screen up, 16 px apart, 24 px below), held with a spinner while their code loads, so that
 * nothing below them moves when they come. Outside the charts' chunk, which it stands in for.
 */
export const ChartsPlaceholder = ({ charts }: { charts: number }) => {
  const translate = useTranslate();
  const rows = (perRow: number) => {
    const n = Math.ceil(charts / perRow);
    return n * CHART_CARD_HEIGHT + (n - 1) * 16 + 24;
  };
  return (
    <Box
      sx={{
        display: "flex",
        justifyContent: "center",
        alignItems: "center",
        minHeight: { xs: rows(1), lg: rows(2) },
      }}
    >
      <CircularProgress aria-label={translate("dashboard.charts.loading")} />
    </Box>
  );
};
