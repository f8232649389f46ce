import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { ConfirmDialog } from "../../../src/common/ConfirmDialog";
import { renderInAdmin } from "../harness";

/** A click on the dialog's backdrop (MUI closes on a press and a release both on it). */
function clickBackdrop(detail: number) {
  const backdrop = document.querySelector<HTMLElement>(".MuiDialog-container")!;
  fireEvent.mouseDown(backdrop, { detail });
  fireEvent.click(backdrop, { detail });
}

describe("the confirm dialog", () => {
  it("stays open for the second click of a double click, and closes on a click away", () => {
    const onCancel = vi.fn();
    renderInAdmin(<ConfirmDialog open onConfirm={() => undefined} onCancel={onCancel} />);
    expect(screen.getByRole("dialog", { name: "Confirm Action" })).toBeVisible();
    clickBackdrop(2);
    expect(onCancel).not.toHaveBeenCalled();
    clickBackdrop(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("lets a double click's second press select no word of its text", () => {
    renderInAdmin(
      <ConfirmDialog
        open
        subject="Delhi Public School"
        onConfirm={() => undefined}
        onCancel={vi.fn()}
      />,
    );
    const subject = screen.getByText("Delhi Public School");
    // fireEvent answers false when a handler prevented the press's default (the selection).
    expect(fireEvent.mouseDown(subject, { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(subject, { detail: 1 })).toBe(true);
  });

  it("closes on Escape", () => {
    const onCancel = vi.fn();
    renderInAdmin(<ConfirmDialog open onConfirm={() => undefined} onCancel={onCancel} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("confirms once per opening, even when a second click comes after a quick answer", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const Reopening = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open again</button>
          <ConfirmDialog open={open} onConfirm={onConfirm} onCancel={() => setOpen(false)} />
        </>
      );
    };
    renderInAdmin(<Reopening />);
    const confirm = () => screen.getByRole("button", { name: "Confirm" });
    fireEvent.click(confirm());
    // The answer is in before the second click of the double click.
    await waitFor(() => expect(confirm()).toBeDisabled());
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Open again" }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("takes the second click of a double click for no second confirmation, after a quick failure too", async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error("refused")));
    renderInAdmin(<ConfirmDialog open onConfirm={onConfirm} onCancel={vi.fn()} />);
    const confirm = screen.getByRole("button", { name: "Confirm" });
    await act(async () => fireEvent.click(confirm, { detail: 1 }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await act(async () => fireEvent.click(confirm, { detail: 2 }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("lets Confirm be pressed again after a failure", async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error("refused")));
    renderInAdmin(<ConfirmDialog open onConfirm={onConfirm} onCancel={vi.fn()} />);
    const confirm = screen.getByRole("button", { name: "Confirm" });
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(confirm).toBeEnabled());
    await act(async () => fireEvent.click(confirm));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
