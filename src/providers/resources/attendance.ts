import type { AttendanceSummary } from "../../../contract/attendance";
import { paths } from "../../../contract/api";
import type { ApiContext } from "./types";

export interface AttendanceMethods {
  /** The yearly summary's first element, or null when the year has no data (shown as N/A). */
  getAttendanceSummary(year: number): Promise<AttendanceSummary | null>;
}

export function attendanceMethods({ apiUrl, httpClient }: ApiContext): AttendanceMethods {
  return {
    async getAttendanceSummary(year) {
      const { json } = await httpClient<AttendanceSummary[]>(
        `${apiUrl}${paths.attendanceSummary}?year=${year}`,
      );
      // The spec uses only the first element of the returned array.
      return json.resources.data?.[0] ?? null;
    },
  };
}
