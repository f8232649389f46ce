import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { fakeApi } from "../harness";
import { SchoolsHarness } from "./harness";
import { detail } from "./fixtures";
import { withResolvedLinks } from "../../../src/providers/resources/schools";

/** A backend on another origin, under a path of its own. */
const API = "https://api.example.com/rollcall";

describe("file links with a dataProvider over another origin", () => {
  it("the profile's image and downloads point at the API, not at the console's own site", async () => {
    const { dataProvider, calls } = fakeApi(
      { "GET /v1/super-admin/school/42": { data: detail } },
      API,
    );
    render(<SchoolsHarness path="/school/profile/42" dataProvider={dataProvider} />);
    const first = await screen.findByRole("link", { name: "Download Document_1 (licence.pdf)" });
    expect(calls[0].url).toBe(`${API}/v1/super-admin/school/42`);
    expect(first).toHaveAttribute("href", `${API}/v1/super-admin/school/asset/2?sig=b`);
    expect(first).toHaveAttribute("download", "licence.pdf");
    expect(screen.getByRole("link", { name: "Download Document_2 (fees.csv)" })).toHaveAttribute(
      "href",
      `${API}/v1/super-admin/school/asset/3?sig=c`,
    );
    expect(screen.getByRole("img", { name: "Image of Green Valley School" })).toHaveAttribute(
      "src",
      `${API}/v1/super-admin/school/asset/1?sig=a`,
    );
  });

  it("keeps same-site paths with the console's own API, and links that are absolute already", () => {
    expect(withResolvedLinks(detail, "")).toBe(detail);
    const absolute = {
      ...detail,
      assets: {
        school_image: [{ ...detail.assets.school_image[0], url: "https://files.example/1" }],
        document: [],
      },
    };
    expect(withResolvedLinks(absolute, API).assets.school_image[0].url).toBe(
      "https://files.example/1",
    );
  });
});
