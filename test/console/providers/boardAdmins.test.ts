import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../../src/providers/dataProvider";
import type { BulkIds } from "../../../src/providers/resources/bulk";
import { envelope, fakeHttp } from "./fakeHttp";

const admin = {
  id: 9,
  board_admin_id: 9,
  username: "kbse.admin",
  type: "board",
  main_board_name: "State Boards",
  board_name: "Kerala Board",
  first_name: "Anil",
  middle_name: null,
  last_name: "Kumar",
  email: "anil@kbse.in",
  phone_number: "9000000001",
  status: true,
};

describe("board-admins dataProvider: update", () => {
  it("sends the new status with the spec's change-status call and answers the record as it is now", async () => {
    const { client, calls } = fakeHttp(() => envelope(null, "Board admin status updated"));
    const dp = createDataProvider("http://api.test", client);
    const result = await dp.update("board-admins", {
      id: 9,
      data: { status: false },
      previousData: admin,
    });
    expect(calls).toEqual([
      {
        url: "http://api.test/v1/super-admin/school/board-admin/change-status",
        request: { method: "PUT", body: { board_admin_id: 9, status: false } },
      },
    ]);
    expect(result.data).toEqual({ ...admin, status: false, message: "Board admin status updated" });
  });

  it("refuses any other change, without a call", async () => {
    const { client, calls } = fakeHttp(() => envelope(null));
    const dp = createDataProvider("", client);
    await expect(
      dp.update("board-admins", {
        id: 9,
        data: { ...admin, email: "new@kbse.in" },
        previousData: admin,
      }),
    ).rejects.toThrow("changes only a board administrator's status");
    expect(calls).toEqual([]);
  });
});

describe("board-admins dataProvider: updateMany", () => {
  it("sets the status of the ids in one bulk call, answering the ids found with the report", async () => {
    const report = { changed: 1, unchanged: 0, not_found: [8] };
    const { client, calls } = fakeHttp(() => envelope(report));
    const dp = createDataProvider("http://api.test", client);
    const result = await dp.updateMany("board-admins", { ids: [9, 8], data: { status: true } });
    expect(calls).toEqual([
      {
        url: "http://api.test/v1/super-admin/school/board-admin/bulk-change-status",
        request: { method: "PUT", body: { ids: [9, 8], status: true } },
      },
    ]);
    expect([...(result.data ?? [])]).toEqual([9]);
    expect((result.data as BulkIds).report).toEqual(report);
  });

  it("refuses a bulk change of anything but the status, without a call", async () => {
    const { client, calls } = fakeHttp(() => envelope(null));
    const dp = createDataProvider("", client);
    await expect(
      dp.updateMany("board-admins", { ids: [9], data: { email: "x@y.in" } }),
    ).rejects.toThrow("only board administrators' status");
    expect(calls).toEqual([]);
  });
});

describe("board-admins dataProvider: getList", () => {
  it("reads more than 100 in the spec's pages of 100", async () => {
    const { client, calls } = fakeHttp((url) => {
      const page = Number(new URL(url).searchParams.get("page"));
      const ids = Array.from({ length: 150 }, (_, i) => 150 - i).slice(
        (page - 1) * 100,
        page * 100,
      );
      return envelope(
        ids.map((id) => ({ ...admin, board_admin_id: id })),
        "OK",
        { total: 150 },
      );
    });
    const dp = createDataProvider("http://api.test", client);
    const result = await dp.getList("board-admins", {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: "board_admin_id", order: "DESC" },
      filter: {},
    });
    expect(calls.map((c) => new URL(c.url).search)).toEqual([
      "?page=1&limit=100",
      "?page=2&limit=100",
    ]);
    expect(result.total).toBe(150);
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 150 }, (_, i) => 150 - i));
  });
});

describe("board-admins dataProvider: getOne and getMany", () => {
  const { board_admin_id: _, id: __, ...fields } = admin;
  const byId = (url: string) => {
    const id = Number(url.split("/").pop());
    return id === 4
      ? new HttpError("Board admin not found", 404)
      : envelope({ ...fields, board_admin_id: id });
  };

  it("reads one board administrator by the id in the path", async () => {
    const { client, calls } = fakeHttp(byId);
    const dp = createDataProvider("http://api.test", client);
    const result = await dp.getOne("board-admins", { id: 9 });
    expect(calls[0].url).toBe("http://api.test/v1/super-admin/school/board-admin/9");
    expect(result.data).toEqual(admin);
  });

  it("reads each id in the order asked, leaving out one that names no board administrator", async () => {
    const { client, calls } = fakeHttp(byId);
    const dp = createDataProvider("", client);
    const result = await dp.getMany("board-admins", { ids: [9, 4, 2] });
    expect(calls.map((c) => c.url)).toEqual([
      "/v1/super-admin/school/board-admin/9",
      "/v1/super-admin/school/board-admin/4",
      "/v1/super-admin/school/board-admin/2",
    ]);
    expect(result.data.map((r) => r.id)).toEqual([9, 2]);
  });
});

describe("board-admins dataProvider: create", () => {
  it("posts the form's values with empty text fields dropped, and answers the record with the message", async () => {
    const created = { board_admin_id: 12, username: "meera.board", initial_password: "x7-Q" };
    const { client, calls } = fakeHttp(() => envelope(created, "Board admin created successfully"));
    const dp = createDataProvider("http://api.test", client);
    const result = await dp.create("board-admins", {
      data: {
        username: "meera.board",
        email: "meera@board.example",
        phone: "9876543210",
        type: "board",
        main_board_id: 1,
        board_id: 3,
        first_name: "Meera",
        middle_name: "  ",
        last_name: "Nair",
      },
    });
    expect(calls[0].url).toBe("http://api.test/v1/super-admin/school/board-admin/create");
    expect(calls[0].request.method).toBe("POST");
    expect(calls[0].request.body).not.toHaveProperty("middle_name");
    expect(calls[0].request.body).toMatchObject({ username: "meera.board", board_id: 3 });
    expect(result.data).toEqual({
      ...created,
      id: 12,
      message: "Board admin created successfully",
    });
  });
});
