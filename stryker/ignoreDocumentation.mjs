import { PluginKind, declareValuePlugin } from "@stryker-mutator/api/plugin";

/**
 * Mutation testing leaves out the arguments of zod's `.meta(...)`: the OpenAPI document's ids,
 * descriptions and examples. They are documentation, read by people and by the document's
 * lint (npm test), and no answer of the API or rule of a form depends on them.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "openapi-documentation", {
    shouldIgnore(path) {
      const call = path.parentPath;
      if (
        call?.isCallExpression() &&
        call.node.arguments.includes(path.node) &&
        call.node.callee.type === "MemberExpression" &&
        call.node.callee.property.type === "Identifier" &&
        call.node.callee.property.name === "meta"
      ) {
        return "The OpenAPI document's description or example: documentation, not behaviour.";
      }
      return undefined;
    },
  }),
];
