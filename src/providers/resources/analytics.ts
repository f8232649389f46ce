import type { Period, RegistrationMonth } from "../../../contract/analytics";
import { paths } from "../../../contract/api";
import type { ApiContext } from "./types";

/** The dashboard's summaries of a period (contract/analytics.ts). */
export interface AnalyticsMethods {
  /** Schools registered per month: the period's months, at least the 12 ending with its last. */
  getRegistrationTrend(period: Period, signal?: AbortSignal): Promise<RegistrationMonth[]>;
}

export function analyticsMethods({ apiUrl, httpClient }: ApiContext): AnalyticsMethods {
  return {
    async getRegistrationTrend({ from, to }, signal) {
      const query = new URLSearchParams({ from, to });
      const { json } = await httpClient<RegistrationMonth[]>(
        `${apiUrl}${paths.analyticsRegistrations}?${query}`,
        { signal },
      );
      return json.resources.data ?? [];
    },
  };
}
