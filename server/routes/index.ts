import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { schoolRoutes } from "./schools";
import { boardAdminRoutes } from "./boardAdmins";

/** The routes of each area of the product, registered after the foundation's. */
export const areaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  void app;
  void context;
  await app.register(schoolRoutes, context);
  await app.register(boardAdminRoutes, context);
};
