import type { Identifier } from "react-admin";
import { paths } from "../../../contract/api";
import {
  toBoardAdminPayload,
  type BoardAdminCreated,
  type BoardAdminFormValues,
  type BoardAdminListItem,
} from "../../../contract/boardAdmins";
import type { ListResources } from "../../../contract/envelope";
import { bulkUpdate } from "./bulk";
import { isStateChange } from "./changes";
import { readEach, readInPages } from "./pages";
import type { ApiContext, ResourceHandlers } from "./types";

/** A list row as react-admin holds it: the API's item plus react-admin's `id`. */
export type BoardAdminRecord = BoardAdminListItem & { id: number };
/** What create answers, with the server's message for the toast. */
export type BoardAdminCreatedRecord = BoardAdminCreated & { id: number; message: string };

/** react-admin's calls on `board-admins`, mapped to the spec's paths. */
export function boardAdminsResource(context: ApiContext): ResourceHandlers {
  const { apiUrl, httpClient } = context;
  /** One board administrator by id, as the list shows them. */
  const readOne = async (id: Identifier, signal?: AbortSignal) => {
    const { json } = await httpClient<BoardAdminListItem>(`${apiUrl}${paths.boardAdmin(id)}`, {
      signal,
    });
    const admin = json.resources.data;
    return { data: { ...admin, id: admin.board_admin_id } as BoardAdminRecord };
  };
  return {
    getOne: (params) => readOne(params.id, params.signal),
    /** The board administrators of the ids, one call each; an unknown id is left out. */
    async getMany(params) {
      return { data: await readEach(params.ids, (id) => readOne(id, params.signal)) };
    },
    async getList(params) {
      return await readInPages(params.pagination, async (page, limit) => {
        const query = new URLSearchParams({ page: String(page), limit: String(limit) });
        const { json } = await httpClient<BoardAdminListItem[]>(
          `${apiUrl}${paths.boardAdminList}?${query}`,
          { signal: params.signal },
        );
        const resources = json.resources as ListResources<BoardAdminListItem>;
        return {
          data: resources.data.map((item) => ({ ...item, id: item.board_admin_id })),
          total: resources.total,
        };
      });
    },
    /** Sets the status of up to 1,000 board administrators in one call (one transaction). */
    async updateMany(params) {
      const data = params.data as Partial<BoardAdminRecord>;
      if (Object.keys(data).join() !== "status" || typeof data.status !== "boolean") {
        throw new Error("The Rollcall API sets only board administrators' status in bulk.");
      }
      return await bulkUpdate(context, paths.boardAdminBulkStatus, "PUT", params.ids, {
        status: data.status,
      });
    },
    async update(params) {
      // The API changes a board administrator's status and nothing else.
      if (!isStateChange(["status"], params.data, params.previousData)) {
        throw new Error("The Rollcall API changes only a board administrator's status.");
      }
      const data = params.data as Partial<BoardAdminRecord>;
      const { json } = await httpClient(`${apiUrl}${paths.boardAdminChangeStatus}`, {
        method: "PUT",
        body: { board_admin_id: Number(params.id), status: data.status },
      });
      return { data: { ...params.previousData, ...data, id: params.id, message: json.message } };
    },
    /** Creates a board administrator from the form's values; empty text fields are dropped. */
    async create(params) {
      const { json } = await httpClient<BoardAdminCreated>(`${apiUrl}${paths.boardAdminCreate}`, {
        method: "POST",
        body: toBoardAdminPayload(params.data as BoardAdminFormValues),
      });
      const created = json.resources.data;
      return {
        data: {
          ...created,
          id: created.board_admin_id,
          message: json.message,
        } as BoardAdminCreatedRecord,
      };
    },
  };
}
