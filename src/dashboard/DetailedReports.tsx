import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/Download";
import AssessmentIcon from "@mui/icons-material/Assessment";
import { useTranslate } from "react-admin";
import { formatDate } from "../common/formatDate";
import { SAMPLE_REPORTS } from "./sampleData";

/** Detailed Reports: the four sample reports; Export CSV and Generate Report stay disabled (spec). */
export const DetailedReports = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="detailed-reports-title">
      <CardContent>
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            flexWrap: "wrap",
            gap: 1,
            mb: 1,
          }}
        >
          <Typography
            variant="h6"
            component="h2"
            id="detailed-reports-title"
            sx={{ fontWeight: 600 }}
          >
            {translate("dashboard.reports.title")}
          </Typography>
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled
              aria-describedby="reports-unavailable"
            >
              {translate("dashboard.reports.export_csv")}
            </Button>
            <Button
              variant="contained"
              startIcon={<AssessmentIcon />}
              disabled
              aria-describedby="reports-unavailable"
            >
              {translate("dashboard.reports.generate")}
            </Button>
          </Box>
        </Box>
        <Typography id="reports-unavailable" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("dashboard.reports.unavailable")}
        </Typography>
        <Table size="small" aria-labelledby="detailed-reports-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate("dashboard.reports.name")}</TableCell>
              <TableCell>{translate("dashboard.reports.date")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SAMPLE_REPORTS.map((report) => (
              <TableRow key={report.name}>
                <TableCell>{translate(report.name)}</TableCell>
                <TableCell>
                  <time dateTime={report.date}>{formatDate(report.date)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};
