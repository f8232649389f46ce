import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { envelope, fakeHttp } from "./fakeHttp";

/** The spec's lookup calls (section 7), answered as the API does: whole lists, by name. */
const api: Record<string, unknown[]> = {
  "/v1/static/country": [
    { country_id: 1, name: "India" },
    { country_id: 2, name: "Nepal" },
  ],
  "/v1/static/state/1": [
    { state_id: 12, name: "Goa" },
    { state_id: 11, name: "Kerala" },
    { state_id: 13, name: "Punjab" },
  ],
  "/v1/static/cities/11": [
    { city_id: 111, name: "Kochi" },
    { city_id: 112, name: "Kozhikode" },
    { city_id: 113, name: "Thrissur" },
  ],
  "/v1/static/main-boards": [
    { main_board_id: 1, name: "CBSE", sub_boards: [{ board_id: 101, name: "CBSE Delhi" }] },
    {
      main_board_id: 2,
      name: "Kerala State",
      sub_boards: [
        { board_id: 202, name: "HSE" },
        { board_id: 201, name: "SSLC" },
      ],
    },
  ],
};

function provider() {
  const { client, calls } = fakeHttp((url) => envelope(api[url]));
  return { dataProvider: createDataProvider("", client), urls: () => calls.map((c) => c.url) };
}

const all = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: "name", order: "ASC" as const },
};
const names = (records: { name?: unknown }[]) => records.map((r) => r.name);

describe("lookups dataProvider: getList", () => {
  it("lists the countries and the main boards from their paths, each row with its id", async () => {
    const { dataProvider, urls } = provider();
    const countries = await dataProvider.getList("countries", { ...all, filter: {} });
    expect(countries).toEqual({
      data: [
        { id: 1, country_id: 1, name: "India" },
        { id: 2, country_id: 2, name: "Nepal" },
      ],
      total: 2,
    });
    const boards = await dataProvider.getList("main-boards", { ...all, filter: {} });
    expect(boards.data.map((b) => b.id)).toEqual([1, 2]);
    expect(boards.data[1].sub_boards).toHaveLength(2);
    expect(urls()).toEqual(["/v1/static/country", "/v1/static/main-boards"]);
  });

  it("lists a parent's states, cities and boards given the parent in the filter", async () => {
    const { dataProvider, urls } = provider();
    const states = await dataProvider.getList("states", { ...all, filter: { country_id: 1 } });
    expect(states.data[0]).toEqual({ id: 12, state_id: 12, name: "Goa", country_id: 1 });
    const cities = await dataProvider.getList("cities", { ...all, filter: { state_id: 11 } });
    expect(names(cities.data)).toEqual(["Kochi", "Kozhikode", "Thrissur"]);
    const boards = await dataProvider.getList("boards", { ...all, filter: { main_board_id: 2 } });
    expect(boards.data).toEqual([
      { id: 202, board_id: 202, name: "HSE", main_board_id: 2 },
      { id: 201, board_id: 201, name: "SSLC", main_board_id: 2 },
    ]);
    expect(urls()).toEqual([
      "/v1/static/state/1",
      "/v1/static/cities/11",
      "/v1/static/main-boards",
    ]);
  });

  it("searches the names with q, in any case, and counts what matched", async () => {
    const { dataProvider } = provider();
    const found = await dataProvider.getList("cities", {
      ...all,
      filter: { state_id: 11, q: " KO" },
    });
    expect(found).toMatchObject({ total: 2 });
    expect(names(found.data)).toEqual(["Kochi", "Kozhikode"]);
  });

  it("pages and sorts the list: by name as the API orders it, or by id", async () => {
    const { dataProvider } = provider();
    const list = (sort: { field: string; order: "ASC" | "DESC" }, page = 1, perPage = 2) =>
      dataProvider.getList("states", {
        pagination: { page, perPage },
        sort,
        filter: { country_id: 1 },
      });
    const second = await list({ field: "name", order: "ASC" }, 2);
    expect(second).toEqual({
      data: [{ id: 13, state_id: 13, name: "Punjab", country_id: 1 }],
      total: 3,
    });
    expect(names((await list({ field: "name", order: "DESC" }, 1, 3)).data)).toEqual([
      "Punjab",
      "Kerala",
      "Goa",
    ]);
    expect((await list({ field: "id", order: "ASC" }, 1, 3)).data.map((s) => s.id)).toEqual([
      11, 12, 13,
    ]);
    expect((await list({ field: "id", order: "DESC" }, 1, 3)).data.map((s) => s.id)).toEqual([
      13, 12, 11,
    ]);
  });

  it("refuses, without a call, a child lookup with no parent, another filter or another sort", async () => {
    const { dataProvider, urls } = provider();
    await expect(dataProvider.getList("states", { ...all, filter: {} })).rejects.toThrow(
      "The Rollcall API lists states of one country_id at a time",
    );
    await expect(
      dataProvider.getList("countries", { ...all, filter: { region: "Asia" } }),
    ).rejects.toThrow("The Rollcall API cannot filter countries by region.");
    await expect(
      dataProvider.getList("cities", {
        ...all,
        sort: { field: "state_id", order: "ASC" },
        filter: { state_id: 11 },
      }),
    ).rejects.toThrow("The Rollcall API sorts cities by id or name, not state_id.");
    expect(urls()).toEqual([]);
  });
});

describe("lookups dataProvider: getManyReference", () => {
  it("reads the states of a country, the cities of a state and the boards of a main board", async () => {
    const { dataProvider, urls } = provider();
    const of = (resource: string, target: string, id: number) =>
      dataProvider.getManyReference(resource, { ...all, target, id, filter: {} });
    expect(names((await of("states", "country_id", 1)).data)).toEqual(["Goa", "Kerala", "Punjab"]);
    expect((await of("cities", "state_id", 11)).total).toBe(3);
    expect(await of("boards", "main_board_id", 1)).toEqual({
      data: [{ id: 101, board_id: 101, name: "CBSE Delhi", main_board_id: 1 }],
      total: 1,
    });
    expect(urls()).toEqual([
      "/v1/static/state/1",
      "/v1/static/cities/11",
      "/v1/static/main-boards",
    ]);
  });

  it("refuses a target other than the parent's key", async () => {
    const { dataProvider, urls } = provider();
    await expect(
      dataProvider.getManyReference("cities", { ...all, target: "country_id", id: 1, filter: {} }),
    ).rejects.toThrow("The Rollcall API cannot list cities by country_id (only by state_id).");
    await expect(
      dataProvider.getManyReference("countries", { ...all, target: "id", id: 1, filter: {} }),
    ).rejects.toThrow("The Rollcall API cannot list countries by id.");
    expect(urls()).toEqual([]);
  });
});

describe("lookups dataProvider: getMany", () => {
  it("picks the chosen records from their parent's list, the parent named in meta", async () => {
    const { dataProvider, urls } = provider();
    const states = await dataProvider.getMany("states", {
      ids: [13, "11"],
      meta: { country_id: 1 },
    });
    expect(names(states.data)).toEqual(["Kerala", "Punjab"]);
    const boards = await dataProvider.getMany("boards", { ids: [201], meta: { main_board_id: 2 } });
    expect(boards.data).toEqual([{ id: 201, board_id: 201, name: "SSLC", main_board_id: 2 }]);
    expect(urls()).toEqual(["/v1/static/state/1", "/v1/static/main-boards"]);
  });

  it("picks countries and main boards from the whole list, and leaves out unknown ids", async () => {
    const { dataProvider, urls } = provider();
    expect((await dataProvider.getMany("countries", { ids: [2, 99] })).data).toEqual([
      { id: 2, country_id: 2, name: "Nepal" },
    ]);
    expect(names((await dataProvider.getMany("main-boards", { ids: [1] })).data)).toEqual(["CBSE"]);
    expect(urls()).toEqual(["/v1/static/country", "/v1/static/main-boards"]);
  });

  it("refuses a child lookup's ids without their parent in meta", async () => {
    const { dataProvider, urls } = provider();
    await expect(dataProvider.getMany("cities", { ids: [111] })).rejects.toThrow(
      "The Rollcall API lists cities of one state_id at a time: pass meta.state_id.",
    );
    expect(urls()).toEqual([]);
  });

  it("hands react-admin's abort signal to the request", async () => {
    const { client, calls } = fakeHttp((url) => envelope(api[url]));
    const dataProvider = createDataProvider("", client);
    const signal = new AbortController().signal;
    await dataProvider.getMany("countries", { ids: [1], signal });
    await dataProvider.getList("cities", { ...all, filter: { state_id: 11 }, signal });
    expect(calls.map((c) => c.request.signal)).toEqual([signal, signal]);
  });
});
