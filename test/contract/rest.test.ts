import { describe, expect, it } from "vitest";
import { restLookupSchemas, restListQuerySchema, restUpdateBodySchema } from "../../contract/rest";

describe("the simple-REST dialect's query", () => {
  it("takes sort, range and filter as text of bounded length, each optional", () => {
    const query = { sort: '["name","DESC"]', range: "[10,34]", filter: '{"q":"green"}' };
    expect(restListQuerySchema.parse(query)).toEqual(query);
    expect(restListQuerySchema.parse({})).toEqual({});
    const longest = { sort: "s".repeat(200), range: "r".repeat(100), filter: "f".repeat(16_000) };
    expect(restListQuerySchema.safeParse(longest).success).toBe(true);
    for (const [field, text] of Object.entries(longest)) {
      const result = restListQuerySchema.safeParse({ [field]: `${text} ` });
      expect(
        result.error?.issues.map((issue) => issue.path.join(".")),
        field,
      ).toEqual([field]);
    }
  });

  it("takes an update's whole record", () => {
    const record = { id: 25, school_name: "Green Valley School", status: false };
    expect(restUpdateBodySchema.parse(record)).toEqual(record);
    expect(restUpdateBodySchema.safeParse([record]).success).toBe(false);
  });
});

describe("the simple-REST dialect's lookup records", () => {
  const records = {
    countries: { id: 1, country_id: 1, name: "India" },
    states: { id: 12, state_id: 12, name: "Karnataka", country_id: 1 },
    cities: { id: 140, city_id: 140, name: "Mysuru", state_id: 12 },
    "main-boards": { id: 2, main_board_id: 2, name: "ICSE" },
    boards: { id: 5, board_id: 5, name: "ICSE Pune", main_board_id: 2 },
  };

  it.each(Object.entries(records))("gives a record of %s out whole", (resource, record) => {
    const schema = restLookupSchemas[resource as keyof typeof records];
    expect(schema.parse(record)).toEqual(record);
    for (const key of Object.keys(record)) {
      const { [key]: _left, ...rest } = record as Record<string, unknown>;
      expect(schema.safeParse(rest).success, key).toBe(false);
    }
  });

  it("gives a top-level lookup no parent", () => {
    expect(restLookupSchemas.countries.parse({ ...records.countries, state_id: 3 })).toEqual(
      records.countries,
    );
  });
});
