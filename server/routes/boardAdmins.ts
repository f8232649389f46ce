import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routes } from "../../contract/api";
import {
  boardAdminChangeStatusPayloadSchema,
  boardAdminCreatedSchema,
  boardAdminListItemSchema,
  boardAdminListQuerySchema,
  boardAdminParamsSchema,
  boardAdminPayloadSchema,
} from "../../contract/boardAdmins";
import { successEnvelope } from "../../contract/envelope";
import { keyed } from "../../contract/apiMessages";
import {
  bulkAction,
  bulkStatusMessage,
  json,
  notFound,
  ok,
  operations,
  pageList,
  statusChange,
} from "../http";
import type { AppContext } from "../context";
import {
  bulkBoardAdminStatus,
  createBoardAdmin,
  findBoardAdmin,
  listBoardAdmins,
  setBoardAdminStatus,
} from "../boardAdmins/service";
import { actorOf } from "../audit/service";
import { bulkStatusPayloadSchema } from "../../contract/audit";

const operation = operations("Board administrators");

export const boardAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    routes.boardAdminList,
    ...pageList(
      operation,
      {
        operationId: "listBoardAdmins",
        summary:
          "Board administrators, newest first; `search` finds them by the texts the list shows",
        description:
          "A page of board administrators (`page`, `limit` of at most 100), newest first, with the page's position in the whole: `total`, `total_pages`, `current_page`.",
        query: boardAdminListQuerySchema,
        answer: "A page of board administrators.",
        item: boardAdminListItemSchema,
        message: keyed("api.board_admins_fetched"),
      },
      (query) => listBoardAdmins(db, query),
    ),
  );

  app.get(
    routes.boardAdmin,
    {
      schema: operation(
        "getBoardAdmin",
        "One board administrator, as the list shows them",
        {
          params: boardAdminParamsSchema,
          description:
            "The board administrator with this id, with the fields of a row of the list. 404 for an id that names no board administrator.",
        },
        { 200: json("The board administrator.", successEnvelope(boardAdminListItemSchema)) },
        [401, 403, 404],
      ),
    },
    async (request, reply) => {
      const admin = await findBoardAdmin(db, request.params.id);
      if (!admin) throw notFound(keyed("api.board_admin_not_found"));
      return ok(reply, keyed("api.board_admin_fetched"), admin);
    },
  );

  app.put(
    routes.boardAdminChangeStatus,
    ...statusChange(
      operation,
      "changeBoardAdminStatus",
      "Set a board administrator's status; deactivating ends their sessions at once",
      boardAdminChangeStatusPayloadSchema,
      "Board admin",
      "api.board_admin_status_updated",
      ({ board_admin_id, status }, request) =>
        setBoardAdminStatus(db, board_admin_id, status, actorOf(request)),
    ),
  );

  app.put(
    routes.boardAdminBulkStatus,
    ...bulkAction(
      operation,
      {
        operationId: "bulkChangeBoardAdminStatus",
        summary:
          "Set the status of up to 1,000 board administrators in one transaction; deactivating ends their sessions",
        description:
          "All or nothing: answers how many changed, how many already had the status and which ids are unknown; each change gets its audit event, and repeating the call changes nothing more.",
        body: bulkStatusPayloadSchema,
      },
      ({ ids, status }, request) => bulkBoardAdminStatus(db, ids, status, actorOf(request)),
      bulkStatusMessage("api.board_admins_activated", "api.board_admins_deactivated"),
    ),
  );

  app.post(
    routes.boardAdminCreate,
    {
      schema: operation(
        "createBoardAdmin",
        "Create a board administrator; answers a one-time initial password, stored only as a hash",
        {
          body: boardAdminPayloadSchema,
          description:
            "Checks every field with the rules the console's form uses (a 400 names each field); a username or email taken already is a 409 naming it. The answer's initial password is shown this once and kept only as a hash.",
        },
        {
          201: json(
            "Created; the initial password is shown this once.",
            successEnvelope(boardAdminCreatedSchema),
          ),
        },
        [400, 401, 403, 409, 413, 415],
      ),
    },
    async (request, reply) => {
      // The answer carries a password: no cache may keep it (as every API answer: server/auth/guard.ts).
      const created = await createBoardAdmin(db, request.body, config, actorOf(request));
      return ok(reply, keyed("api.board_admin_created"), created, {}, 201);
    },
  );
};
