import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { StatCards } from "../../../src/common/StatCards";
import type { AttendanceSummary } from "../../../contract/attendance";
import { renderInAdmin } from "../harness";

function renderCards(summary: Partial<AttendanceSummary> | null | undefined) {
  renderInAdmin(<StatCards summary={summary as AttendanceSummary | null | undefined} />);
}

/** The figure of one card, found by its label. */
const figure = (label: string) => screen.getByLabelText(label).textContent;

describe("Dashboard stat cards", () => {
  it("shows N/A on all four cards when the year has no data", () => {
    renderCards(null);
    for (const label of [
      "Total Students",
      "Present Students",
      "Total Teachers",
      "Present Teachers",
    ]) {
      expect(figure(label)).toBe("N/A");
    }
  });

  it("shows N/A only on the cards whose figure is missing", () => {
    renderCards({ total_students: 123456, present_teachers: 0 });
    expect(figure("Total Students")).toBe("1,23,456");
    expect(figure("Present Students")).toBe("N/A");
    expect(figure("Total Teachers")).toBe("N/A");
    expect(figure("Present Teachers")).toBe("0");
  });

  it("shows every figure with Indian digit grouping", () => {
    renderCards({
      total_students: 1500000,
      present_students: 1400321,
      total_teachers: 52000,
      present_teachers: 49999,
    });
    expect(figure("Total Students")).toBe("15,00,000");
    expect(figure("Present Students")).toBe("14,00,321");
    expect(figure("Total Teachers")).toBe("52,000");
    expect(figure("Present Teachers")).toBe("49,999");
  });
});
