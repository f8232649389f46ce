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
