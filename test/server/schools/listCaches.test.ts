import { describe, expect, it } from "vitest";
import { SearchCountCache } from "../../../server/schools/listCaches";

describe("the search-count cache", () => {
  it("keeps counts until it is full, then forgets the least recently read", () => {
    const cache = new SearchCountCache(2);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 1);
    cache.set("b", 0);
    expect(cache.get("b")).toBe(0);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("does not take room for a search it was asked about and did not hold", () => {
    const cache = new SearchCountCache(2);
    cache.set("a", 1);
    expect(cache.get("x")).toBeUndefined();
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("b")).toBe(2);
  });

  it("keeps 500 counts unless told otherwise", () => {
    const cache = new SearchCountCache();
    for (let i = 0; i <= 500; i++) cache.set(String(i), i);
    expect(cache.get("0")).toBeUndefined();
    expect(cache.get("1")).toBe(1);
    expect(cache.get("500")).toBe(500);
  });
});
