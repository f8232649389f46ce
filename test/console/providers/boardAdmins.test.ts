import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../../src/providers/dataProvider";
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
