import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { expectedErrorLog, fakeApi } from "../harness";
import { SchoolsHarness } from "./harness";
import { detail } from "./fixtures";

/** The value shown under a label of the profile. */
const valueOf = (label: string) => {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
};

describe("School Profile", () => {
  it("shows the title, the links, every field and N/A for what is missing", async () => {
    const { dataProvider, calls } = fakeApi({ "GET /v1/super-admin/school/42": { data: detail } });
    render(<SchoolsHarness path="/school/profile/42" dataProvider={dataProvider} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Green Valley School" }),
    ).toBeInTheDocument();
    expect(calls[0].url).toBe("/v1/super-admin/school/42");
    expect(screen.getByText("Private")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to schools" })).toHaveAttribute(
      "href",
      "/school",
    );
    expect(screen.getByRole("link", { name: "Edit School" })).toHaveAttribute(
      "href",
      "/school/edit/42",
    );
    expect(valueOf("Established Year")).toBe("1999");
    expect(valueOf("Affiliation Board")).toBe("SSLC");
    expect(valueOf("Address")).toBe("MG Road, Kochi");
    expect(valueOf("School Email")).toBe("office@gv.in");
    expect(valueOf("School Phone Number")).toBe("9876543210");
    expect(valueOf("Alternate Mobile")).toBe("N/A");
    expect(valueOf("Website")).toBe("N/A");
    expect(valueOf("UDISE+ code")).toBe("32080300204");
    expect(valueOf("Name")).toBe("Asha Rao");
    expect(valueOf("Employee Id")).toBe("EMP-000042");
    expect(valueOf("Email")).toBe("asha@gv.in");
    expect(valueOf("Mobile Number")).toBe("9876543211");
    expect(valueOf("Latitude")).toBe("9.931200");
    expect(valueOf("Longitude")).toBe("76.267304");
    expect(valueOf("Area Radius (meters)")).toBe("250");
    expect(screen.getByRole("img", { name: "Image of Green Valley School" })).toHaveAttribute(
      "src",
      "/v1/super-admin/school/asset/1?sig=a",
    );
  });

  it("says where the school is: its boards, and its address, city, state, country and pincode", async () => {
    const { dataProvider } = fakeApi({ "GET /v1/super-admin/school/42": { data: detail } });
    render(<SchoolsHarness path="/school/profile/42" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { level: 1, name: "Green Valley School" });
    expect(valueOf("Main Board")).toBe("Kerala State");
    expect(valueOf("Affiliation Board")).toBe("SSLC");
    const location = screen.getByRole("heading", { level: 2, name: "Location" }).parentElement!;
    const terms = within(location)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Address", "City", "State", "Country", "Pincode"]);
    expect(valueOf("Address")).toBe("MG Road, Kochi");
    expect(valueOf("City")).toBe("Kochi");
    expect(valueOf("State")).toBe("Kerala");
    expect(valueOf("Country")).toBe("India");
    expect(valueOf("Pincode")).toBe("682001");
  });

  it("shows N/A as the UDISE+ code of a school without one", async () => {
    const { dataProvider } = fakeApi({
      "GET /v1/super-admin/school/42": { data: { ...detail, udise_code: null } },
    });
    render(<SchoolsHarness path="/school/profile/42" dataProvider={dataProvider} />);
    await screen.findByRole("heading", { level: 1, name: "Green Valley School" });
    expect(valueOf("UDISE+ code")).toBe("N/A");
  });

  it("lists the documents as Document_1, Document_2, each downloading under its own name", async () => {
    const { dataProvider } = fakeApi({ "GET /v1/super-admin/school/42": { data: detail } });
    render(<SchoolsHarness path="/school/profile/42" dataProvider={dataProvider} />);
    const first = await screen.findByRole("link", { name: "Download Document_1 (licence.pdf)" });
    expect(first).toHaveTextContent("Document_1");
    expect(first).toHaveAttribute("href", "/v1/super-admin/school/asset/2?sig=b");
    expect(first).toHaveAttribute("download", "licence.pdf");
    const second = screen.getByRole("link", { name: "Download Document_2 (fees.csv)" });
    expect(second).toHaveAttribute("download", "fees.csv");
    expect(screen.queryByText("No Document Found!")).toBeNull();
  });

  it("says No Document Found! and shows a placeholder without files", async () => {
    const bare = { ...detail, assets: { school_image: [], document: [] } };
    const { dataProvider } = fakeApi({ "GET /v1/super-admin/school/42": { data: bare } });
    render(<SchoolsHarness path="/school/profile/42" dataProvider={dataProvider} />);
    expect(await screen.findByText("No Document Found!")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "No image" })).toBeInTheDocument();
  });

  it("prints with the document title school_profile, then restores the title", async () => {
    const titles: string[] = [];
    const print = vi.spyOn(window, "print").mockImplementation(() => titles.push(document.title));
    document.title = "Rollcall";
    const { dataProvider } = fakeApi({ "GET /v1/super-admin/school/42": { data: detail } });
    render(<SchoolsHarness path="/school/profile/42" dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: "Print Profile" }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual(["school_profile"]);
    expect(document.title).toBe("Rollcall");
  });

  it("wraps a long word in the title and the documents' names rather than widening the page", async () => {
    const word = "Vidyalaya".repeat(17);
    const long = {
      ...detail,
      school_name: word,
      assets: {
        ...detail.assets,
        document: [{ ...detail.assets.document![0], file_name: `${word}.pdf` }],
      },
    };
    const { dataProvider } = fakeApi({ "GET /v1/super-admin/school/42": { data: long } });
    render(<SchoolsHarness path="/school/profile/42" dataProvider={dataProvider} />);
    const title = await screen.findByRole("heading", { level: 1, name: word });
    expect(getComputedStyle(title).overflowWrap).toBe("anywhere");
    const file = screen.getByText(`${word}.pdf`);
    expect(getComputedStyle(file.closest("ul")!).overflowWrap).toBe("anywhere");
  });

  it("shows a readable message when the school cannot be loaded", async () => {
    const failure = new HttpError("School not found", 404);
    const logged = expectedErrorLog();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { dataProvider } = fakeApi({ "GET /v1/super-admin/school/9": failure });
    render(<SchoolsHarness path="/school/profile/9" dataProvider={dataProvider} />);
    expect(await screen.findByText("This school could not be loaded.")).toBeInTheDocument();
    expect(
      within(document.body).getByRole("link", { name: "Back to schools" }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    logged.expectOnly(failure);
  });
});
