import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "@fastify/helmet";

/** Security headers on every answer, with one content security policy for the whole site. */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI's emotion (and the API reference) inject style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Previews of chosen files are blob: URLs; MUI icons may be data: URIs.
          imgSrc: ["'self'", "blob:", "data:"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", "data:"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
    });
  },
  { name: "security-headers" },
);
