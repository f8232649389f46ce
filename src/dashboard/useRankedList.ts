import { useCallback, useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useList, type ListControllerResult } from "react-admin";
import { PAGE_SIZE } from "../../contract/envelope";
import type { Page } from "../providers/resources/analytics";

/** A school of a ranked list, as the server gives it. */
export interface RankedSchool {
  school_id: number;
  school_name: string;
  state: string;
  city: string;
}

/** A ranked list's answer: a page of its schools and the count of them all. */
export interface Ranked<School extends RankedSchool> {
  schools: School[];
  total: number;
}

/** A school as a row of the list: react-admin's DataTable keys its rows by `id`. */
export type SchoolRow<School extends RankedSchool> = School & { id: number };

/** A ranked list's page and the state of its fetch (RankedListPanel shows them). */
export interface RankedList<Answer, School extends RankedSchool> {
  answer: Answer | undefined;
  list: ListControllerResult<SchoolRow<School>>;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A page of one of the dashboard's ranked lists (not reporting, low attendance), which the
 * server ranks and pages, and the list context the console's ListTable (react-admin's
 * DataTable) and ListPagination read it from.
 *
 * The rows are no react-admin resource (the calls are the dataProvider's own methods, with a
 * period and a place), so react-admin's list controller cannot fetch them; its `useList` builds
 * the context from the fetched page instead (selection, sort state, what DataTable needs), and
 * the page, the total and the fetch's state are put over it, as the server pages, not useList.
 *
 * `key` names everything the list depends on but the page: when it changes (another period,
 * place, threshold), the list goes back to its first page. Until the next page arrives the
 * previous one stays on screen, dimmed by ListTable, so nothing jumps.
 */
export function useRankedList<Answer extends Ranked<School>, School extends RankedSchool>({
  key,
  fetchPage,
  enabled = true,
  perPage = PAGE_SIZE,
}: {
  key: readonly (string | number | undefined)[];
  fetchPage: (page: Page, signal: AbortSignal) => Promise<Answer>;
  enabled?: boolean;
  /** Rows a page: the spec's ten on the dashboard, more in the printable report. */
  perPage?: number;
}): RankedList<Answer, School> {
  type Row = SchoolRow<School>;
  const keyText = JSON.stringify(key);
  // The page belongs to the key it was chosen under: another key starts at page 1, in the
  // same render (no effect, so the first page is asked for at once and only once).
  const [chosen, setChosen] = useState({ key: keyText, page: 1 });
  const page = chosen.key === keyText ? chosen.page : 1;
  const setPage = useCallback((next: number) => setChosen({ key: keyText, page: next }), [keyText]);

  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useQuery({
    queryKey: ["analytics", ...key, perPage, page],
    queryFn: ({ signal }) => fetchPage({ page, limit: perPage }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(
    () => data?.schools.map((school): Row => ({ ...school, id: school.school_id })),
    [data],
  );
  const list = useList<Row>({ data: rows, isPending, isFetching, error, perPage });
  const total = data?.total;
  // The context's type is a union by the fetch's state (pending, error, success), which
  // TypeScript cannot tell from these fields spread together; react-query's own flags agree.
  const context = {
    ...list,
    // useList would page the rows it is given (and hands them on a render later, from an
    // effect); they are one page already, on screen with their page number and total.
    data: rows,
    page,
    setPage,
    perPage,
    total,
    hasNextPage: total !== undefined && page * perPage < total,
    hasPreviousPage: page > 1,
    isPlaceholderData,
    refetch,
  } as ListControllerResult<Row>;
  return { answer: data, list: context, error, isFetching, refetch };
}
