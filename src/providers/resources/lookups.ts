import type { City, Country, MainBoard, State } from "../../../contract/lookups";
import { paths } from "../../../contract/api";
import type { ApiContext } from "./types";

export interface LookupMethods {
  getCountries(): Promise<Country[]>;
  getStates(countryId: number): Promise<State[]>;
  getCities(stateId: number): Promise<City[]>;
  getMainBoards(): Promise<MainBoard[]>;
}

export function lookupMethods({ apiUrl, httpClient }: ApiContext): LookupMethods {
  const get = async <T>(path: string) =>
    (await httpClient<T>(`${apiUrl}${path}`)).json.resources.data;
  return {
    getCountries: () => get<Country[]>(paths.countries),
    getStates: (countryId) => get<State[]>(paths.states(countryId)),
    getCities: (stateId) => get<City[]>(paths.cities(stateId)),
    getMainBoards: () => get<MainBoard[]>(paths.mainBoards),
  };
}
