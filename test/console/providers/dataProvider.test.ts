import { describe, expect, it } from "vitest";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { envelope, fakeHttp } from "./fakeHttp";

describe("dataProvider", () => {
  it("prefixes the API URL and answers the own profile", async () => {
    const profile = {
      first_name: "Super",
      middle_name: null,
      last_name: "Admin",
      email: "a@b.in",
      phone_number: "9000000000",
    };
    const { client, calls } = fakeHttp(() => envelope(profile));
    const dp = createDataProvider("https://api.example", client);
    expect(await dp.getProfile()).toEqual(profile);
    expect(calls[0].url).toBe("https://api.example/v1/super-admin/profile");
  });

  it("sends the confirmed password with the current one and answers the message", async () => {
    const { client, calls } = fakeHttp(() => envelope(null, "Password Changed Successfully!"));
    const dp = createDataProvider("", client);
    const message = await dp.changePassword({ current_password: "old-one", password: "new-one" });
    expect(message).toBe("Password Changed Successfully!");
    expect(calls[0]).toMatchObject({
      url: "/v1/super-admin/change-password",
      request: { method: "POST", body: { current_password: "old-one", password: "new-one" } },
    });
  });

  it("uses only the first element of the yearly summary, and null for an empty year", async () => {
    const first = {
      total_students: 10,
      present_students: 8,
      total_teachers: 2,
      present_teachers: 2,
    };
    let answer: unknown[] = [first, { total_students: 99 }];
    const { client, calls } = fakeHttp(() => envelope(answer));
    const dp = createDataProvider("", client);
    expect(await dp.getAttendanceSummary(2026)).toEqual(first);
    expect(calls[0].url).toBe("/v1/super-admin/school/attendance-summary?year=2026");
    answer = [];
    expect(await dp.getAttendanceSummary(2019)).toBeNull();
  });

  it("fails clearly for a call the API does not offer", async () => {
    const { client } = fakeHttp(() => envelope(null));
    const dp = createDataProvider("", client);
    await expect(dp.delete("schools", { id: 1 })).rejects.toThrow(
      'The Rollcall API offers no delete for "schools".',
    );
    await expect(
      dp.getList("teachers", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "id", order: "ASC" },
        filter: {},
      }),
    ).rejects.toThrow('offers no getList for "teachers"');
  });
});
