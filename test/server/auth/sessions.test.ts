import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { describeUserAgent, hashToken } from "../../../server/auth/sessions";

describe("sessions", () => {
  it("are found by the SHA-256 of their token", () => {
    expect(hashToken("token")).toBe(createHash("sha256").update("token").digest("hex"));
  });

  it("show the browser with its major version and the system with its version's name", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome 131", os: "Windows 10" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      ),
    ).toEqual({ browser: "Safari 17", os: "macOS Catalina" });
  });

  it("show what a user agent says and 'Unknown' for the rest", () => {
    expect(describeUserAgent(null)).toEqual({ browser: "Unknown browser", os: "Unknown system" });
    expect(describeUserAgent("")).toEqual({ browser: "Unknown browser", os: "Unknown system" });
    expect(describeUserAgent("curl/8.5.0")).toEqual({
      browser: "Unknown browser",
      os: "Unknown system",
    });
    expect(
      describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox"),
    ).toEqual({ browser: "Firefox", os: "Linux" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari 17", os: "iOS 17.1" });
  });
});
