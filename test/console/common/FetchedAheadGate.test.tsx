import { Suspense, useState } from "react";
import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { FetchedAheadGate } from "../../../src/common/FetchedAheadGate";
import { createQueryClient } from "../../../src/providers/queryClient";

const KEY = ["schools", "getList", { page: 1 }];

describe("FetchedAheadGate", () => {
  it("never hides a list already shown when its page is fetched again with nothing to show", () => {
    const client = createQueryClient();
    let renderAgain = () => {};
    const Screen = () => {
      const [renders, setRenders] = useState(1);
      renderAgain = () => setRenders((n) => n + 1);
      return (
        <Suspense fallback={<p>Waiting</p>}>
          <FetchedAheadGate queryKey={KEY}>
            <p>List, render {renders}</p>
          </FetchedAheadGate>
        </Suspense>
      );
    };
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    // Nothing on its way: the list shows at once.
    expect(screen.getByText("List, render 1")).toBeVisible();
    // Its page is then asked for (a Retry, say) and has not answered.
    void client.prefetchQuery({ queryKey: KEY, queryFn: () => new Promise(() => {}) });
    act(() => renderAgain());
    expect(screen.getByText("List, render 2")).toBeVisible();
    expect(screen.queryByText("Waiting")).toBeNull();
  });
});
