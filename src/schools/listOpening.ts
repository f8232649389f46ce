import { PAGE_SIZE } from "../../contract/envelope";
import type { ListOpening } from "../common/firstPageQuery";

/** School Management's list as it opens: the newest schools first (the menu fetches it ahead). */
export const SCHOOL_LIST_OPENING: ListOpening = {
  resource: "schools",
  perPage: PAGE_SIZE,
  sort: { field: "school_id", order: "DESC" },
};
