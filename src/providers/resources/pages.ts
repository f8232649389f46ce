import { HttpError, type GetListParams, type Identifier, type RaRecord } from "react-admin";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "../../../contract/envelope";

/** One page of a spec list, its rows as react-admin holds them. */
export interface ListPage<R> {
  data: R[];
  total: number;
}

/**
 * A getList page, read from a spec list whose pages hold at most 100 rows. react-admin may ask for
 * more at once (its 'Select all' asks for up to the bulk actions' 1,000): the range it asks for is
 * then read page by page, 100 rows a call, rather than by a larger page of the spec's list.
 */
export async function readInPages<R>(
  pagination: GetListParams["pagination"],
  readPage: (page: number, limit: number) => Promise<ListPage<R>>,
): Promise<ListPage<R>> {
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? PAGE_SIZE;
  if (perPage <= MAX_PAGE_SIZE) return await readPage(page, perPage);
  const start = (page - 1) * perPage;
  const first = Math.floor(start / MAX_PAGE_SIZE) + 1;
  const rows: R[] = [];
  let total = 0;
  for (let p = first; (p - 1) * MAX_PAGE_SIZE < start + perPage; p++) {
    const read = await readPage(p, MAX_PAGE_SIZE);
    rows.push(...read.data);
    total = read.total;
    if (p * MAX_PAGE_SIZE >= total) break;
  }
  const skip = start - (first - 1) * MAX_PAGE_SIZE;
  return { data: rows.slice(skip, skip + perPage), total };
}

/**
 * getMany over an API that reads one record per call: each id read in turn (getMany asks for the
 * few records a screen references), in the order asked; an id the API answers 404 for is left out,
 * as a list filtered by ids would leave it out.
 */
export async function readEach<R extends RaRecord>(
  ids: Identifier[],
  readOne: (id: Identifier) => Promise<{ data: R }>,
): Promise<R[]> {
  const records: R[] = [];
  for (const id of ids) {
    try {
      records.push((await readOne(id)).data);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  return records;
}
