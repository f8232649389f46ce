import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { routes } from "../../contract/api";
import { successEnvelope } from "../../contract/envelope";
import {
  citySchema,
  countryParamsSchema,
  countrySchema,
  mainBoardSchema,
  stateParamsSchema,
  stateSchema,
} from "../../contract/lookups";
import { keyed } from "../../contract/apiMessages";
import { json, ok, operations } from "../http";
import type { AppContext } from "../context";
import { citiesOf, countries, mainBoards, statesOf } from "../lookups/repository";

const operation = operations("Lookups");

/** A lookup list's operation: the rows by name; with a parent id in the path, 404 for a bad one. */
const listOf = <R extends object>(
  id: string,
  what: string,
  item: z.ZodType,
  request: R,
  description: string,
) =>
  operation(
    id,
    what,
    { ...request, description },
    { 200: json(`The ${what.toLowerCase()}, by name.`, successEnvelope(z.array(item))) },
    "params" in request ? [401, 403, 404] : [401, 403],
  );

export const lookupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    routes.countries,
    {
      schema: listOf(
        "listCountries",
        "Countries",
        countrySchema,
        {},
        "Every country, sorted by name: the first of the school form's address selects.",
      ),
    },
    async (_request, reply) => ok(reply, keyed("api.countries_fetched"), await countries(db)),
  );

  app.get(
    routes.states,
    {
      schema: listOf(
        "listStates",
        "States of a country",
        stateSchema,
        { params: countryParamsSchema },
        "The states of one country, sorted by name; 404 for an id that names no country.",
      ),
    },
    async (request, reply) =>
      ok(reply, keyed("api.states_fetched"), await statesOf(db, request.params.countryId)),
  );

  app.get(
    routes.cities,
    {
      schema: listOf(
        "listCities",
        "Cities of a state",
        citySchema,
        { params: stateParamsSchema },
        "The cities of one state, sorted by name; 404 for an id that names no state.",
      ),
    },
    async (request, reply) =>
      ok(reply, keyed("api.cities_fetched"), await citiesOf(db, request.params.stateId)),
  );

  app.get(
    routes.mainBoards,
    {
      schema: listOf(
        "listMainBoards",
        "Main boards with their sub-boards",
        mainBoardSchema,
        {},
        "Every main board, sorted by name, each with its boards: the school form's two board selects.",
      ),
    },
    async (_request, reply) => ok(reply, keyed("api.main_boards_fetched"), await mainBoards(db)),
  );
};
