import { describe, expect, it } from "vitest";
import { firstRowNumber, pageWindow } from "../../../src/common/ListPagination";

describe("list pagination", () => {
  it("continues row numbers across pages", () => {
    expect(firstRowNumber(1, 10)).toBe(1);
    expect(firstRowNumber(2, 10)).toBe(11);
    expect(firstRowNumber(15, 10)).toBe(141);
  });

  it("shows the first, the last and two pages either side of the current one", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, "gap", 30]);
    expect(pageWindow(15, 30)).toEqual([1, "gap", 13, 14, 15, 16, 17, "gap", 30]);
    expect(pageWindow(30, 30)).toEqual([1, "gap", 28, 29, 30]);
  });
});
