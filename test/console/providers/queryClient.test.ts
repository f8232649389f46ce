import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryObserver, onlineManager } from "@tanstack/react-query";
import { HttpError } from "ra-core";
import { createQueryClient } from "../../../src/providers/queryClient";

afterEach(() => onlineManager.setOnline(true));

describe("the console's QueryClient", () => {
  it("sends a query while the browser says it is offline, so its failure reaches the screen", async () => {
    onlineManager.setOnline(false);
    const queryFn = vi.fn(() => Promise.reject(new HttpError("Cannot reach", 0)));
    const fetched = createQueryClient().fetchQuery({ queryKey: ["offline"], queryFn });
    await expect(fetched).rejects.toThrow("Cannot reach");
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("sends a mutation while offline", async () => {
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(() => Promise.resolve("sent"));
    const client = createQueryClient();
    const result = await client.getMutationCache().build(client, { mutationFn }).execute(undefined);
    expect(result).toBe("sent");
  });

  it("does not try a failed query again by itself", async () => {
    const queryFn = vi.fn(() => Promise.reject(new HttpError("Bad gateway", 502)));
    await expect(createQueryClient().fetchQuery({ queryKey: ["down"], queryFn })).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("asks a failed query again, by itself, when the browser is online again", async () => {
    const client = createQueryClient();
    client.mount();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ["reconnect"],
      queryFn: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new HttpError("Cannot reach", 0)) : "back";
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe("back"));
    expect(calls).toBe(2);
    unsubscribe();
    client.unmount();
  });
});
