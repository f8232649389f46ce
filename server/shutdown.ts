import type { FastifyInstance } from "fastify";
import type { Db } from "./db/index";

/** How long requests in flight may take to finish once the listener is closed. */
export const IN_FLIGHT_GRACE_MS = 10_000;

/**
 * Stops the server without cutting anyone off: first drains (/health answers 503 for
 * `drainSeconds`, so a load balancer stops sending, while requests are still served), then
 * closes the listener (Fastify stops accepting at once and closes idle keep-alive connections),
 * lets requests in flight finish for up to IN_FLIGHT_GRACE_MS, and closes the database.
 */
export async function shutDown(
  app: FastifyInstance,
  db: Db,
  drainSeconds: number,
  signal: string,
): Promise<void> {
  app.log.info({ signal, drain_seconds: drainSeconds }, "shutting down: draining");
  app.lifecycle.draining = true;
  await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  app.log.info("closing the listener; waiting for requests in flight");
  const force = setTimeout(() => {
    app.log.warn("requests still in flight after the grace period are cut off");
    app.server.closeAllConnections();
  }, IN_FLIGHT_GRACE_MS);
  force.unref();
  await app.close();
  clearTimeout(force);
  await db.close();
  app.log.info("stopped");
}
