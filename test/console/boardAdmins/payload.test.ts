import { describe, expect, it } from "vitest";
import {
  boardAdminFormSchema,
  boardAdminFullName,
  toBoardAdminPayload,
} from "../../../contract/boardAdmins";

describe("the board-admin create payload", () => {
  it("drops empty text fields and trims the rest", () => {
    expect(
      toBoardAdminPayload({
        username: "  meera.board ",
        email: "meera@board.example",
        phone: "9876543210",
        type: "board",
        main_board_id: 2,
        board_id: "7",
        first_name: "Meera",
        middle_name: "   ",
        last_name: "Nair",
      }),
    ).toEqual({
      username: "meera.board",
      email: "meera@board.example",
      phone: "9876543210",
      type: "board",
      main_board_id: 2,
      board_id: 7,
      first_name: "Meera",
      last_name: "Nair",
    });
    expect(toBoardAdminPayload({ middle_name: null, board_id: "", email: "" })).toEqual({});
  });

  it("validates the form with the spec's messages", () => {
    const result = boardAdminFormSchema.safeParse({
      username: "ab",
      email: "nope",
      phone: "123",
      type: "school",
      main_board_id: "",
      board_id: null,
      first_name: "Al",
      middle_name: null,
      last_name: "",
    });
    const errors: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
    expect(errors).toEqual({
      username: "Must be at least 3 characters",
      email: "Invalid email address",
      phone: "Phone number must be valid 10 digits number",
      type: "Type must be either 'board' or 'other'",
      main_board_id: "Main board is required",
      board_id: "Affiliation board is required",
      first_name: "Must be at least 3 characters",
      last_name: "Last name is required",
    });
  });

  it("joins first, middle and last name, skipping a missing middle name", () => {
    expect(boardAdminFullName({ first_name: "Meera", middle_name: null, last_name: "Nair" })).toBe(
      "Meera Nair",
    );
    expect(
      boardAdminFullName({ first_name: "Meera", middle_name: "Devi", last_name: "Nair" }),
    ).toBe("Meera Devi Nair");
  });
});
