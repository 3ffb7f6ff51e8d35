import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { createOriginPolicy } from "~/http/request-origin.server";
import { safeRedirect } from "~/http/safe-redirect";
import { cleanFilename, storedFilename } from "~/media/file-type";

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/fr/about?x=1#top")).toBe("/fr/about?x=1#top");
    expect(safeRedirect("/products/a%2Fb")).toBe("/products/a%2Fb");
  });

  it.each(["//evil.example", "/.//evil.example", "/\\evil.example", "\\\\evil.example", "///evil.example/x?y=1", "/..//evil.example", "/%2e%2e//evil.example"])(
    "refuses %j, which a browser reads as another host",
    (target) => {
      expect(safeRedirect(target, "/fr/quote")).toBe("/fr/quote");
    },
  );

  it.each(["https://evil.example", "javascript:alert(1)", " //evil.example", "", "/\t/evil.example", null, 42])("refuses %j for the fallback", (target) => {
    const result = safeRedirect(target, "/home");
    expect(new URL(result, "https://site.test").origin).toBe("https://site.test");
  });
});

describe("the origin policy", () => {
  it("uses PUBLIC_URL for every request", () => {
    const policy = createOriginPolicy({ publicUrl: "https://www.example.com/" });
    expect(policy.originOf({ host: "attacker.example", secure: false, localPort: 3000 })).toEqual({ origin: "https://www.example.com", foreign: false });
  });

  it("believes only allowed hosts, on any port unless one is named", () => {
    const policy = createOriginPolicy({ allowedHosts: ["shop.example", "intranet.example:8080"] });
    expect(policy.originOf({ host: "SHOP.example:3000", secure: true, localPort: 3000 })).toEqual({ origin: "https://shop.example:3000", foreign: false });
    expect(policy.originOf({ host: "intranet.example:8080", secure: false, localPort: 8080 }).foreign).toBe(false);
    expect(policy.originOf({ host: "intranet.example:9090", secure: false, localPort: 8080 })).toEqual({ origin: "http://shop.example", foreign: true });
    expect(policy.originOf({ host: "attacker.example", secure: false, localPort: 3000 }).foreign).toBe(true);
    expect(policy.originOf({ host: "shop.example@attacker.example", secure: false, localPort: 3000 }).foreign).toBe(true);
    expect(policy.originOf({ host: undefined, secure: false, localPort: 3000 }).foreign).toBe(true);
  });

  it("allows the localhost names and the listening address by default", () => {
    const policy = createOriginPolicy({ listenHost: "10.0.0.5" });
    for (const host of ["localhost:3000", "127.0.0.1:4440", "[::1]:3000", "10.0.0.5:3000"]) expect(policy.isAllowed(host)).toBe(true);
    expect(policy.originOf({ host: "attacker.example", secure: false, localPort: 3000 })).toEqual({ origin: "http://localhost:3000", foreign: true });
  });

  it("reads ALLOWED_HOSTS and refuses a malformed one", () => {
    expect(parseEnv({ ALLOWED_HOSTS: "Shop.example, intranet:8080" }).ALLOWED_HOSTS).toEqual(["shop.example", "intranet:8080"]);
    expect(() => parseEnv({ ALLOWED_HOSTS: "https://shop.example" })).toThrow(/^ALLOWED_HOSTS is not valid/);
  });
});

describe("stored file names", () => {
  it("take the extension of the detected type", () => {
    expect(storedFilename("datasheet.html", "application/pdf")).toBe("datasheet.pdf");
    expect(storedFilename("photo.JPG", "image/webp")).toBe("photo.webp");
    expect(storedFilename("noextension", "application/pdf")).toBe("noextension.pdf");
    expect(storedFilename("...", "application/pdf")).toBe("file.pdf");
  });

  it("drop control and bidi characters", () => {
    expect(cleanFilename("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(storedFilename("invoice\u202Efdp.exe\u0000", "application/pdf")).toBe("invoicefdp.pdf");
    expect(storedFilename("a\u200B\u2066b\u2069.pdf", "application/pdf")).toBe("ab.pdf");
  });
});
