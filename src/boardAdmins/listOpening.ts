import { PAGE_SIZE } from "../../contract/envelope";
import type { ListOpening } from "../common/firstPageQuery";

/** Board Management's list as it opens: the newest first (the menu fetches it ahead). */
export const BOARD_ADMIN_LIST_OPENING: ListOpening = {
  resource: "board-admins",
  perPage: PAGE_SIZE,
  sort: { field: "board_admin_id", order: "DESC" },
};
