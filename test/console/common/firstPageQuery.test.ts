import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { FETCHED_AHEAD_FRESH_MS, askAgainOnMount } from "../../../src/common/firstPageQuery";

describe("a list's page on mounting", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const pageQuery = () => {
    const client = new QueryClient();
    const queryKey = ["schools", "getList", { page: 1 }];
    client.setQueryData(queryKey, { data: [], total: 0 });
    return { client, queryKey, query: client.getQueryCache().find({ queryKey })! };
  };

  it("is not asked again when it came just before (fetched ahead by the menu)", () => {
    expect(askAgainOnMount(pageQuery().query)).toBe(false);
  });

  it("is asked again once it is FETCHED_AHEAD_FRESH_MS old", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { query } = pageQuery();
    vi.setSystemTime(Date.now() + FETCHED_AHEAD_FRESH_MS - 1);
    expect(askAgainOnMount(query)).toBe(false);
    vi.setSystemTime(Date.now() + 1);
    expect(askAgainOnMount(query)).toBe(true);
  });

  it("is asked again once something has invalidated it, however recent", async () => {
    const { client, queryKey, query } = pageQuery();
    await client.invalidateQueries({ queryKey, refetchType: "none" });
    expect(askAgainOnMount(query)).toBe(true);
  });

  it("is asked again when the cache has no page", () => {
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, { queryKey: ["schools", "getList", {}] });
    expect(askAgainOnMount(query)).toBe(true);
  });
});
