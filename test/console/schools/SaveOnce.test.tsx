import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { validationMessages } from "../../../contract/messages";
import { sessionExpiry } from "../../../src/providers/sessionExpiry";
import { expectedErrorLog, fakeApi, type Call } from "../harness";
import { SchoolsHarness } from "./harness";
import { detail, lookups } from "./fixtures";

beforeEach(() => {
  sessionStorage.clear();
  sessionExpiry.set(false);
  localStorage.setItem("token", "session");
});

const duplicate = new HttpError(validationMessages.duplicate_school, 409, {
  status: false,
  code: 409,
  message: validationMessages.duplicate_school,
  duplicates: [
    { school_id: 7, school_name: "Twin", city_name: "Kochi", matched: ["school_email"] },
  ],
});

/** An update answer held until the test releases it, so that a second click comes mid-save. */
function heldUpdate(first?: HttpError) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  const { dataProvider, calls } = fakeApi({
    ...lookups,
    "GET /v1/super-admin/school/42": { data: detail },
    "PUT /v1/super-admin/school/update": async () => {
      answered += 1;
      if (first && answered === 1) return first;
      await held;
      return { data: { school_id: 42 }, message: "School updated successfully" };
    },
  });
  const updates = () => calls.filter((c: Call) => c.url.endsWith("/update"));
  return { dataProvider, updates, release };
}

async function openEdit(dataProvider: ReturnType<typeof fakeApi>["dataProvider"]) {
  render(<SchoolsHarness path="/school/edit/42" dataProvider={dataProvider} />);
  await screen.findByRole("heading", { name: "Edit School" });
  await waitFor(() => expect(document.querySelector('[name="city_id"]')).toHaveValue("111"));
}

describe("School form: a double click saves once", () => {
  it("sends one update however fast Save is clicked twice when editing", async () => {
    const { dataProvider, updates, release } = heldUpdate();
    await openEdit(dataProvider);
    const save = screen.getByRole("button", { name: "Save" });
    await userEvent.dblClick(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(updates()).toHaveLength(1);
    release();
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/school\/profile\/42$/),
    );
    expect(updates()).toHaveLength(1);
  });

  it("sends one confirmed save however fast 'Save anyway' is clicked twice", async () => {
    const logged = expectedErrorLog();
    const { dataProvider, updates, release } = heldUpdate(duplicate);
    await openEdit(dataProvider);
    // Unchanged as loaded, the school matches another: 'Save anyway' is offered all the same.
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const warning = await screen.findByRole("alert");
    const anyway = within(warning).getByRole("button", { name: "Save anyway" });
    expect(anyway).toBeEnabled();
    await userEvent.dblClick(anyway);
    await waitFor(() => expect(anyway).toBeDisabled());
    expect(updates()).toHaveLength(2);
    release();
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/school\/profile\/42$/),
    );
    expect(updates()).toHaveLength(2);
    expect((updates()[1].request.body as FormData).get("confirm_duplicate")).toBe("true");
    logged.expectOnly(duplicate);
  });
});
