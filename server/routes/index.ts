import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { authRoutes } from "./auth";
import { lookupRoutes } from "./lookups";
import { schoolRoutes } from "./schools";
import { boardAdminRoutes } from "./boardAdmins";
import { auditRoutes } from "./audit";
import { notificationRoutes } from "./notifications";
import { restRoutes } from "./rest";
import { exportRoutes } from "./exports";
import { importRoutes } from "./imports";
import { holidayRoutes } from "./holidays";
import { analyticsRoutes } from "./analytics";
import { attendanceAnalyticsRoutes } from "./attendanceAnalytics";
import { attendanceRoutes } from "./attendance";

/** Every area's routes, registered here and only here. */
export const apiRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(authRoutes, context);
  await app.register(lookupRoutes, context);
  await app.register(schoolRoutes, context);
  await app.register(boardAdminRoutes, context);
  await app.register(auditRoutes, context);
  await app.register(notificationRoutes, context);
  await app.register(restRoutes, context);
  await app.register(exportRoutes, context);
  await app.register(importRoutes, context);
  await app.register(holidayRoutes, context);
  await app.register(analyticsRoutes, context);
  await app.register(attendanceAnalyticsRoutes, context);
  await app.register(attendanceRoutes, context);
};
