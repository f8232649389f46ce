import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { RollcallDataProvider } from "../providers/dataProvider";

/** Lookups change rarely: one fetch per session and key, shared by every form that needs it. */
const STALE = 10 * 60 * 1000;

/*
 * One hook, and so one cache key, per lookup: the school form and Create Board Admin share
 * the main boards. An id of "" or null means "not chosen yet": nothing is fetched.
 */

/**
 * react-admin's dataProvider answers `{ data: [] }` instead of failing when a call's 401 has
 * signed the user out; a lookup is then simply empty.
 */
const list = async <T>(answer: Promise<T[]>): Promise<T[]> => {
  const value: unknown = await answer;
  return Array.isArray(value) ? (value as T[]) : [];
};

const chosen = (id: unknown): number | undefined =>
  id === null || id === undefined || String(id) === "" ? undefined : Number(id);

export function useCountries() {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  return useQuery({
    queryKey: ["lookups", "countries"],
    queryFn: ({ signal }) => list(dataProvider.getCountries(signal)),
    staleTime: STALE,
  });
}

export function useStates(countryId: unknown) {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const id = chosen(countryId);
  return useQuery({
    queryKey: ["lookups", "states", id],
    queryFn: ({ signal }) => list(dataProvider.getStates(id!, signal)),
    enabled: id !== undefined,
    staleTime: STALE,
  });
}

export function useCities(stateId: unknown) {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const id = chosen(stateId);
  return useQuery({
    queryKey: ["lookups", "cities", id],
    queryFn: ({ signal }) => list(dataProvider.getCities(id!, signal)),
    enabled: id !== undefined,
    staleTime: STALE,
  });
}

export function useMainBoards() {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  return useQuery({
    queryKey: ["lookups", "main-boards"],
    queryFn: ({ signal }) => list(dataProvider.getMainBoards(signal)),
    staleTime: STALE,
  });
}
