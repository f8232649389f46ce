import { describe, expect, it } from "vitest";
import { translate, translatorFor } from "../../../src/login/signInMessages";
import { languageOf } from "../../../src/i18n/locales";
import { loadLanguage } from "../../../src/i18n/useLanguage";
import { isolate } from "../../../src/i18n/bidi";
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

describe("The sign-in page's messages in another language", () => {
  const load = (locale: string) => loadLanguage(languageOf(locale));

  it("are the chosen catalogue's, and a key missing in Hindi is reported", async () => {
    const hindi = translatorFor(await load("hi"));
    expect(hindi("app.login.password")).toBe("पासवर्ड");
    const log = expectedErrorLog();
    expect(hindi("app.no_such_key")).toBe("app.no_such_key");
    log.expectOnly('Missing translation for "app.no_such_key"');
  });

  it("show English where Urdu's partial catalogue has nothing, isolated, unreported", async () => {
    const urdu = translatorFor(await load("ur"));
    expect(urdu("app.login.password")).toBe("پاس ورڈ");
    // Isolated, so that the right-to-left page does not reorder its words and full stop.
    expect(urdu("app.login.code")).toBe(isolate("Authentication code"));
    expect(urdu("validation.too_long", { max: 50 } as { _?: string })).toBe(
      isolate("Must be at most 50 characters"),
    );
  });
});
