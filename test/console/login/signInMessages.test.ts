import { describe, expect, it } from "vitest";
import { translate } from "../../../src/login/signInMessages";
import { expectedErrorLog } from "../harness";

describe("The sign-in page's messages", () => {
  it("shows the catalogue's text for its keys", () => {
    expect(translate("app.login.title")).toBe("Super Admin Portal");
    expect(translate("app.loading")).not.toBe("app.loading");
  });

  it("fills a rule's message with its arguments, as the console does", () => {
    expect(translate("validation.too_long", { max: 50 } as { _?: string })).toBe(
      "Must be at most 50 characters",
    );
  });

  it("passes a server's message through as it is", () => {
    expect(translate("Invalid username or password.", { _: "Invalid username or password." })).toBe(
      "Invalid username or password.",
    );
  });

  it("holds only its own namespaces, not react-admin's messages", () => {
    const log = expectedErrorLog();
    expect(translate("ra.action.save")).toBe("ra.action.save");
    log.expectOnly('Missing translation for "ra.action.save"');
  });
});
