import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { CutTextTooltip } from "../../../src/common/CutTextTooltip";
import { TruncatedText } from "../../../src/common/ListTable";
import { renderInAdmin } from "../harness";

/** jsdom lays nothing out: a text is "cut" when its content is said to be wider than its box. */
function layOut(element: HTMLElement, { cut }: { cut: boolean }) {
  Object.defineProperty(element, "clientWidth", { configurable: true, value: 100 });
  Object.defineProperty(element, "scrollWidth", { configurable: true, value: cut ? 180 : 100 });
}

function renderTexts() {
  renderInAdmin(
    <>
      <TruncatedText text="Government Higher Secondary School, Thiruvananthapuram" />
      <TruncatedText text="Short name">
        <a href="/school/profile/1">Short name</a>
      </TruncatedText>
      <CutTextTooltip />
    </>,
  );
  const long = screen.getByText("Government Higher Secondary School, Thiruvananthapuram");
  const short = screen.getByRole("link", { name: "Short name" }).parentElement!;
  layOut(long, { cut: true });
  layOut(short, { cut: false });
  return { long, short };
}

describe("the tooltip of cut text", () => {
  it("shows a cut text whole on hover, and hides it when the pointer leaves", async () => {
    const { long } = renderTexts();
    fireEvent.mouseOver(long);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Government Higher Secondary School, Thiruvananthapuram",
    );
    fireEvent.mouseOut(long, { relatedTarget: document.body });
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("shows nothing for a text that fits", async () => {
    vi.useFakeTimers();
    try {
      const { long } = renderTexts();
      fireEvent.mouseOver(screen.getByRole("link", { name: "Short name" }));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
      // The same wait shows a cut one.
      fireEvent.mouseOver(long);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole("tooltip")).toHaveTextContent("Government Higher");
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows on keyboard focus inside the text and closes on Escape", async () => {
    renderTexts();
    layOut(screen.getByRole("link", { name: "Short name" }).parentElement!, { cut: true });
    fireEvent.focusIn(screen.getByRole("link", { name: "Short name" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Short name");
    fireEvent.keyDown(document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("shows a text cut after its last line (a phone's two-line name) whole", async () => {
    renderTexts();
    const short = screen.getByRole("link", { name: "Short name" }).parentElement!;
    // As wide as its box, but taller: its last line is cut.
    Object.defineProperty(short, "clientHeight", { configurable: true, value: 40 });
    Object.defineProperty(short, "scrollHeight", { configurable: true, value: 60 });
    fireEvent.mouseOver(short);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Short name");
  });
});
