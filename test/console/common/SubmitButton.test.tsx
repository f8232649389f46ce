import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Form } from "react-admin";
import { SubmitButton } from "../../../src/common/SubmitButton";
import { renderInAdmin } from "../harness";

/** Clicks, then lets the form's submit (validation and handler, promises all) run to its end. */
async function click(button: HTMLElement, detail: number) {
  await act(async () => {
    fireEvent.click(button, { detail });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("the submit button", () => {
  it("submits on a click, and not on the second click of a double click", async () => {
    const onSubmit = vi.fn();
    renderInAdmin(
      <Form onSubmit={onSubmit}>
        <SubmitButton label="app.confirm.confirm" />
      </Form>,
    );
    const button = screen.getByRole("button", { name: "Confirm" });
    await click(button, 1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // A quick answer has enabled the button again when the double click's second click lands.
    await waitFor(() => expect(button).toBeEnabled());
    await click(button, 2);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await click(button, 1);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
