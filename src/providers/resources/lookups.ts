import type { City, Country, MainBoard, State } from "../../../contract/lookups";
import { paths } from "../../../contract/api";
import type { ApiContext } from "./types";

export interface LookupMethods {
  getCountries(signal?: AbortSignal): Promise<Country[]>;
  getStates(countryId: number, signal?: AbortSignal): Promise<State[]>;
  getCities(stateId: number, signal?: AbortSignal): Promise<City[]>;
  getMainBoards(signal?: AbortSignal): Promise<MainBoard[]>;
}

export function lookupMethods({ apiUrl, httpClient }: ApiContext): LookupMethods {
  const get = async <T>(path: string, signal?: AbortSignal) =>
    (await httpClient<T>(`${apiUrl}${path}`, { signal })).json.resources.data;
  return {
    getCountries: (signal) => get<Country[]>(paths.countries, signal),
    getStates: (countryId, signal) => get<State[]>(paths.states(countryId), signal),
    getCities: (stateId, signal) => get<City[]>(paths.cities(stateId), signal),
    getMainBoards: (signal) => get<MainBoard[]>(paths.mainBoards, signal),
  };
}
