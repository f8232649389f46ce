import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as attendance from "../../contract/attendance";
import * as audit from "../../contract/audit";
import * as auth from "../../contract/auth";
import * as boardAdmins from "../../contract/boardAdmins";
import * as duplicates from "../../contract/duplicates";
import * as envelope from "../../contract/envelope";
import * as lookups from "../../contract/lookups";
import * as notifications from "../../contract/notifications";
import * as rest from "../../contract/rest";
import * as schools from "../../contract/schools";

const modules = {
  attendance,
  audit,
  auth,
  boardAdmins,
  duplicates,
  envelope,
  lookups,
  notifications,
  rest,
  schools,
};

/** Every exported schema whose OpenAPI entry carries examples. */
const documented = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!(value instanceof z.ZodType)) return [];
    const examples = (value.meta()?.examples ?? []) as unknown[];
    return examples.length ? [{ name: `${module}.${name}`, schema: value, examples }] : [];
  }),
);

describe("the responses of the contract", () => {
  it("has examples to check", () => {
    expect(documented.length).toBeGreaterThan(10);
  });

  it.each(documented)("$name accepts its own examples", ({ schema, examples }) => {
    for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
  });

  it.each(documented.filter(({ schema }) => schema instanceof z.ZodObject))(
    "$name refuses an answer that lacks any of its required fields",
    ({ schema, examples }) => {
      const shape = (schema as z.ZodObject).shape;
      for (const example of examples as Record<string, unknown>[]) {
        for (const key of Object.keys(example)) {
          if (shape[key].safeParse(undefined).success) continue;
          const { [key]: _left, ...rest } = example;
          expect(schema.safeParse(rest).success, key).toBe(false);
        }
      }
    },
  );
});
