import type { z } from "zod";
import { translateMessage } from "../providers/httpClient";

/**
 * Turns a contract schema into a react-admin form-level `validate`: each field gets the first
 * message the schema gives it, the same text the server would answer, in the user's language
 * (by its key, as the server's are shown).
 */
export function validateWith<S extends z.ZodType>(schema: S | (() => S)) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const current = typeof schema === "function" ? (schema as () => S)() : schema;
    const result = current.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join(".");
      if (field && !(field in errors)) errors[field] = translateMessage(issue.message);
    }
    return errors;
  };
}
