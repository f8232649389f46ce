import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
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
});
