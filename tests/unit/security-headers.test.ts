import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isStaffPath } from "../../server/security-headers";

describe("the Content-Security-Policy", () => {
  it("lets scripts run only from this origin or with the response's nonce, and forbids framing", () => {
    const policy = contentSecurityPolicy("abc123", { dev: false, https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n", { dev: false, https: true })).toContain("upgrade-insecure-requests");
  });

  it("knows the staff paths, whose answers are never cached", () => {
    for (const path of ["/admin", "/admin/login", "/admin.data", "/admin/products.data", "/kanban", "/api/admin/auth-status"]) {
      expect(isStaffPath(path), path).toBe(true);
    }
    for (const path of ["/", "/administration", "/api/categories", "/fr/admin-contact", "/kanbans"]) {
      expect(isStaffPath(path), path).toBe(false);
    }
  });
});
