import type { SchoolListItem } from "../../contract/schools";
import type { SchoolFilter } from "./repository";

/*
 * The school list's two caches. Each entry is keyed by a version that the database moves on in
 * the same transaction as the write (school_counters, migrations 004 and 012: list_version for
 * a write that may change a search's count, rows_version for every write to a row the list
 * shows), so an entry is never served after such a write, on this instance or any other. Old
 * entries are not removed: their keys are never asked for again, and the least recently read
 * go first.
 */

/** A small map that forgets the entry read least recently once it holds `capacity`. */
class LruCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}
  get(key: string) {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V) {
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * Counts of searches, kept until the next write that may change one (list_version): exact
 * totals cost a scan of the matches, so a search pays once and its later pages are free.
 */
export class SearchCountCache extends LruCache<number> {
  constructor(capacity = 500) {
    super(capacity);
  }
}

/**
 * Pages of the list, kept until the next write to a row the list shows (rows_version): the
 * common request, the first page again, then costs the session check and the counters alone.
 * Only pages of the list itself (no `ids`), at most 200 of them (a few MiB at 100 rows a page).
 */
export class SchoolPageCache extends LruCache<SchoolListItem[]> {
  constructor(capacity = 200) {
    super(capacity);
  }
}

/** The caches a list reads through; without them every total and page is read. */
export interface SchoolListCaches {
  counts?: SearchCountCache;
  pages?: SchoolPageCache;
}

/** Every field of a filter but its ids, as a key's text (a page's ids are never kept). */
const filterKey = ({ ids: _ids, ...filter }: SchoolFilter) =>
  JSON.stringify(filter, Object.keys(filter).sort());

/** A filter's count under `version` (list_version, or rows_version prefixed with "r"). */
export const countKey = (version: string, filter: SchoolFilter) =>
  `${version}|${filterKey(filter)}`;

/** A page under `rows` (rows_version): the filter, where it starts, its size, sort and order. */
export const pageKey = (
  rows: string,
  filter: SchoolFilter,
  page: { offset: number; limit: number; order: "ASC" | "DESC"; sort: string },
) => `${rows}|${filterKey(filter)}|${page.offset}|${page.limit}|${page.sort}|${page.order}`;
