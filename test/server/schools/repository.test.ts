import { describe, expect, it } from "vitest";
import { searchText } from "../../../server/schools/repository";

describe("a school's search text", () => {
  it("joins the given parts in lower case, leaving out the missing ones", () => {
    expect(searchText(["Green VALLEY", null, "Asha", undefined, "", "Mysuru"])).toBe(
      "green valley asha mysuru",
    );
  });
});
