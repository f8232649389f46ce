import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paths } from "../../contract/api";
import {
  countryParamsSchema,
  stateParamsSchema,
  type City,
  type Country,
  type MainBoard,
  type State,
} from "../../contract/lookups";
import { ok } from "../http";
import type { AppContext } from "../context";

export const lookupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(paths.countries, { schema: { summary: "Countries" } }, async (_request, reply) =>
    ok(
      reply,
      "Countries fetched successfully",
      await db.query<Country>("SELECT country_id, name FROM countries ORDER BY name"),
    ),
  );

  app.get(
    "/v1/static/state/:countryId",
    { schema: { summary: "States of a country", params: countryParamsSchema } },
    async (request, reply) =>
      ok(
        reply,
        "States fetched successfully",
        await db.query<State>(
          "SELECT state_id, name FROM states WHERE country_id = $1 ORDER BY name",
          [request.params.countryId],
        ),
      ),
  );

  app.get(
    "/v1/static/cities/:stateId",
    { schema: { summary: "Cities of a state", params: stateParamsSchema } },
    async (request, reply) =>
      ok(
        reply,
        "Cities fetched successfully",
        await db.query<City>("SELECT city_id, name FROM cities WHERE state_id = $1 ORDER BY name", [
          request.params.stateId,
        ]),
      ),
  );

  app.get(
    paths.mainBoards,
    { schema: { summary: "Main boards with their sub-boards" } },
    async (_request, reply) => {
      const rows = await db.query<MainBoard>(
        `SELECT mb.main_board_id, mb.name,
              COALESCE(json_agg(json_build_object('board_id', b.board_id, 'name', b.name) ORDER BY b.name)
                       FILTER (WHERE b.board_id IS NOT NULL), '[]') AS sub_boards
         FROM main_boards mb LEFT JOIN boards b ON b.main_board_id = mb.main_board_id
        GROUP BY mb.main_board_id ORDER BY mb.name`,
      );
      return ok(reply, "Main boards fetched successfully", rows);
    },
  );
};
