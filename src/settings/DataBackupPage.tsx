import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import BackupIcon from "@mui/icons-material/Backup";
import { useTranslate } from "react-admin";
import { formatDateTime } from "../common/formatDate";
import { SettingsPage } from "./SettingsPage";
import { SettingsSection } from "./SettingsSection";
import { SCHEDULES, type Schedule } from "./schedule";

interface MockBackup {
  date: string;
  size: string;
  /** Added by Back Up Now: nothing was backed up, and the row must not read as if it were. */
  simulated?: boolean;
}

const MOCK_BACKUPS: MockBackup[] = [
  { date: "2025-01-15T02:00:00Z", size: "1.8 GB" },
  { date: "2025-01-14T02:00:00Z", size: "1.8 GB" },
  { date: "2025-01-13T02:00:00Z", size: "1.7 GB" },
];

/**
 * Data Backup (a mock of the spec): automatic backups and a history of sample rows; Back Up Now
 * adds a row that says it was simulated.
 */
export const DataBackupPage = () => {
  const translate = useTranslate();
  const [automatic, setAutomatic] = useState(true);
  const [frequency, setFrequency] = useState<Schedule>("daily");
  const [backups, setBackups] = useState(MOCK_BACKUPS);
  return (
    <SettingsPage title="settings.data_backup.title">
      <SettingsSection id="backup-settings" title="settings.data_backup.automatic">
        <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
          <FormControlLabel
            label={translate("settings.data_backup.automatic")}
            control={
              <Switch
                checked={automatic}
                onChange={(event) => setAutomatic(event.target.checked)}
              />
            }
          />
          <TextField
            select
            id="backup-frequency"
            label={translate("settings.data_backup.frequency")}
            value={frequency}
            disabled={!automatic}
            onChange={(event) => setFrequency(event.target.value as Schedule)}
            sx={{ minWidth: 200 }}
          >
            {SCHEDULES.map((schedule) => (
              <MenuItem key={schedule} value={schedule}>
                {translate(`settings.schedule.${schedule}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<BackupIcon />}
            onClick={() =>
              setBackups((current) => [
                { date: new Date().toISOString(), size: "—", simulated: true },
                ...current,
              ])
            }
          >
            {translate("settings.data_backup.backup_now")}
          </Button>
        </Box>
      </SettingsSection>
      <SettingsSection id="backup-history" title="settings.data_backup.history">
        <Table size="small" aria-labelledby="backup-history-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate("settings.data_backup.date")}</TableCell>
              <TableCell>{translate("settings.data_backup.size")}</TableCell>
              <TableCell>{translate("settings.data_backup.status")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {backups.map((backup) => (
              <TableRow key={backup.date}>
                <TableCell>
                  <time dateTime={backup.date}>{formatDateTime(backup.date)}</time>
                </TableCell>
                <TableCell>{backup.size}</TableCell>
                <TableCell>
                  {translate(
                    backup.simulated
                      ? "settings.data_backup.simulated"
                      : "settings.data_backup.sample",
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SettingsSection>
    </SettingsPage>
  );
};
