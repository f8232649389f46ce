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
import { json, ok, responses } from "../http";
import type { AppContext } from "../context";
import { citiesOf, countries, mainBoards, statesOf } from "../lookups/repository";

const listOf = (what: string, item: z.ZodType) =>
  responses({ 200: json(`The ${what}, by name.`, successEnvelope(z.array(item))) }, [401, 403]);

export const lookupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const tags = ["Lookups"];

  app.get(
    routes.countries,
    {
      schema: {
        operationId: "listCountries",
        tags,
        summary: "Countries",
        response: listOf("countries", countrySchema),
      },
    },
    async (_request, reply) => ok(reply, "Countries fetched successfully", await countries(db)),
  );

  app.get(
    routes.states,
    {
      schema: {
        operationId: "listStates",
        tags,
        summary: "States of a country",
        params: countryParamsSchema,
        response: { ...listOf("states", stateSchema), ...responses({}, [404]) },
      },
    },
    async (request, reply) =>
      ok(reply, "States fetched successfully", await statesOf(db, request.params.countryId)),
  );

  app.get(
    routes.cities,
    {
      schema: {
        operationId: "listCities",
        tags,
        summary: "Cities of a state",
        params: stateParamsSchema,
        response: { ...listOf("cities", citySchema), ...responses({}, [404]) },
      },
    },
    async (request, reply) =>
      ok(reply, "Cities fetched successfully", await citiesOf(db, request.params.stateId)),
  );

  app.get(
    routes.mainBoards,
    {
      schema: {
        operationId: "listMainBoards",
        tags,
        summary: "Main boards with their sub-boards",
        response: listOf("main boards", mainBoardSchema),
      },
    },
    async (_request, reply) => ok(reply, "Main boards fetched successfully", await mainBoards(db)),
  );
};
