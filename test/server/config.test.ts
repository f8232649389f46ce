import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv } from "../../server/config";

/*
 * The settings that start-up reads. How a ConfigError reaches the terminal (one line, exit 1) is
 * tested by starting the server (startup.test.ts); here each rule is checked directly.
 */
describe("configuration", () => {
  const refuses = (env: NodeJS.ProcessEnv, message: RegExp) =>
    expect(() => configFromEnv(env)).toThrow(
      expect.objectContaining({
        constructor: ConfigError,
        message: expect.stringMatching(message),
      }),
    );

  it("reads LOG_LEVEL in any case and refuses a level pino does not have", () => {
    expect(configFromEnv({}).logLevel).toBe("info");
    expect(configFromEnv({ LOG_LEVEL: "WARN" }).logLevel).toBe("warn");
    refuses(
      { LOG_LEVEL: "verbose" },
      /^LOG_LEVEL must be one of fatal, error, warn.*got "verbose"/,
    );
  });

  it("reads TRUST_PROXY as off, on, or a list of addresses and CIDR ranges", () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16, ::1" }).trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
    ]);
    refuses({ TRUST_PROXY: "proxy.example" }, /^TRUST_PROXY must be .*got "proxy.example"/);
    refuses({ TRUST_PROXY: "10.0.0.0/33" }, /^TRUST_PROXY must be .*got "10.0.0.0\/33"/);
    refuses({ TRUST_PROXY: "::1/129" }, /got "::1\/129"/);
  });

  it.each([
    ["SHUTDOWN_DRAIN_SECONDS", "shutdownDrainSeconds", 5, "301", "0 to 300"],
    ["LOGIN_MAX_FAILURES_PER_ADDRESS", "loginMaxFailuresPerAddress", 50, "0", "1 to 100000"],
    ["AUDIT_SIGNIN_RETENTION_DAYS", "auditSignInRetentionDays", 365, "0", "1 to 36500"],
  ] as const)("bounds %s", (name, key, fallback, bad, range) => {
    expect(configFromEnv({})[key]).toBe(fallback);
    expect(configFromEnv({ [name]: "7" })[key]).toBe(7);
    refuses({ [name]: bad }, new RegExp(`^${name} must be a whole number from ${range}`));
  });

  it("serves source maps only when SOURCE_MAPS is 1", () => {
    expect(configFromEnv({}).serveSourceMaps).toBe(false);
    expect(configFromEnv({ SOURCE_MAPS: "1" }).serveSourceMaps).toBe(true);
  });
});
