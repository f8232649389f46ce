import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { placeFromSearch, usePlace } from "../../../src/dashboard/usePlace";

describe("placeFromSearch", () => {
  it.each([
    ["", {}],
    ["state_id=4", { state_id: 4 }],
    ["state_id=4&city_id=9", { state_id: 4, city_id: 9 }],
    // A city alone is refused by the server: the whole country instead.
    ["city_id=9", {}],
    ["state_id=0", {}],
    ["state_id=abc&city_id=9", {}],
    ["state_id=4&city_id=-2", { state_id: 4 }],
    ["state_id=4.5", {}],
  ])("reads %j as %j", (search, place) => {
    expect(placeFromSearch(new URLSearchParams(search))).toEqual(place);
  });
});

describe("usePlace", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={["/?period=week&state_id=4"]}>{children}</MemoryRouter>
  );

  it("narrows in the URL and keeps the period; going up drops the city and the state", () => {
    const { result } = renderHook(() => ({ ...usePlace(), location: useLocation() }), { wrapper });
    expect(result.current.place).toEqual({ state_id: 4 });
    act(() => result.current.narrow({ state_id: 4, city_id: 9 }));
    expect(result.current.place).toEqual({ state_id: 4, city_id: 9 });
    expect(result.current.location.search).toBe("?period=week&state_id=4&city_id=9");
    act(() => result.current.narrow({}));
    expect(result.current.place).toEqual({});
    expect(result.current.location.search).toBe("?period=week");
  });

  it("keeps the same place object while its parameters stay the same", () => {
    const { result } = renderHook(() => usePlace(), { wrapper });
    const first = result.current.place;
    act(() => result.current.narrow({ state_id: 4 }));
    expect(result.current.place).toBe(first);
  });
});
