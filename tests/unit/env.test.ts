import { describe, expect, it } from "vitest";
import { ConfigError } from "~/db/config-error";
import { parseEnv } from "~/env.server";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", DEMO_DATA: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads DEMO_DATA=false and treats empty variables as unset", () => {
    const env = parseEnv({ DEMO_DATA: "false", DATABASE_URL: "" });
    expect(env.DEMO_DATA).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("refuses a bad value with one sentence naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/^PORT is not valid/);
    expect(() => parseEnv({ DEMO_DATA: "maybe" })).toThrow(/^DEMO_DATA is not valid/);
    expect(() => parseEnv({ NOTIFY_EMAIL: "not-an-address" })).toThrow(/^NOTIFY_EMAIL/);
    expect(() => parseEnv({ SMTP_URL: "mail.example.com" })).toThrow(/^SMTP_URL is not valid \(write it as smtp:/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "ten" })).toThrow(/^DATABASE_POOL_SIZE is not valid \(write it as a whole number, such as 10\)/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "2.5" })).toThrow(/^DATABASE_POOL_SIZE is not valid \(write it as a whole number\)/);
    expect(parseEnv({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toContain("smtps://");
  });
});
