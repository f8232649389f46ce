import { SEARCH_MAX_WORDS } from "../../contract/common";
import { MAX_PAGE_SIZE } from "../../contract/envelope";

/** The highest page number a list asks for (the server refuses what is not a safe integer). */
const MAX_PAGE = Number.MAX_SAFE_INTEGER;

const clampInt = (raw: string, min: number, max: number) => {
  const n = Math.trunc(Number(raw));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
};

/** The orders react-admin writes in a list's URL. */
const ORDERS = ["ASC", "DESC"];

/** What a list's URL may hold beyond its page and page size. */
export interface ListParamLimits {
  /** The longest search (`q`) the server takes. */
  searchMax?: number;
  /** The fields the list sorts by; without them, any sort is left as it is. */
  sorts?: readonly string[];
}

/**
 * A list's query string (react-admin's `page`, `perPage`, `sort`, `order` and `filter`, kept in
 * the URL so that Back restores them) made into one the server accepts: page and page size
 * clamped, a sort or order the list does not have (or a sort without its order) dropped with
 * the other, so that the list's default sort applies, the search (`q`)
 * cut to the contract's most words and `searchMax` characters. Answers the fixed query string,
 * or null when it was fine.
 */
export function sanitizeListSearch(
  search: string,
  { searchMax, sorts }: ListParamLimits = {},
): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  const set = (key: string, value: string) => {
    if (params.get(key) !== value) {
      params.set(key, value);
      changed = true;
    }
  };
  const drop = (key: string) => {
    if (params.has(key)) {
      params.delete(key);
      changed = true;
    }
  };
  // A sort and its order go together: one the list does not have goes with the other.
  const sort = params.get("sort");
  const order = params.get("order");
  const knownSort = sort === null || !sorts || sorts.includes(sort);
  const knownOrder = order === null ? sort === null : ORDERS.includes(order);
  if (!knownSort || !knownOrder) {
    drop("sort");
    drop("order");
  }
  const page = params.get("page");
  if (page !== null) set("page", String(clampInt(page, 1, MAX_PAGE)));
  const perPage = params.get("perPage");
  if (perPage !== null) set("perPage", String(clampInt(perPage, 1, MAX_PAGE_SIZE)));
  const filter = params.get("filter");
  if (filter !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(filter);
    } catch {
      parsed = undefined;
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      drop("filter");
    } else if (searchMax !== undefined) {
      const values = parsed as Record<string, unknown>;
      if (typeof values.q === "string") {
        const q = values.q.trim();
        const words = q.split(/\s+/);
        if (words.length > SEARCH_MAX_WORDS || q.length > searchMax) {
          const cut = words.slice(0, SEARCH_MAX_WORDS).join(" ").slice(0, searchMax);
          set("filter", JSON.stringify({ ...values, q: cut }));
        }
      }
    }
  }
  return changed ? params.toString() : null;
}
