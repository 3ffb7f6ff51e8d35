import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// A server whose sessions idle out after 2 s, so that a session past its expiresAt can be seen
// refused without waiting half an hour. The test only ever waits until after expiresAt.
const { call, signIn, status } = serverForFile({
  env: { DEMO_DATA: "false", SESSION_IDLE_SECONDS: "2" },
  storage: "empty",
  admin: { username: "boss", password: "correct horse battery" },
});

describe("a session past its expiresAt", () => {
  it("is refused by the server everywhere, and its cookie cleared", async () => {
    const session = await signIn("198.51.100.20");
    expect(session.status.expiresAt).toBeLessThanOrEqual(Date.now() + 2000);
    const wait = Math.max(0, session.status.expiresAt! - Date.now()) + 250;
    await new Promise((resolve) => setTimeout(resolve, wait));

    const auth = await call("/api/admin/auth-status", { headers: { Cookie: session.cookie } });
    expect(await auth.json()).toEqual({ authenticated: false, csrfToken: null, expiresAt: null });
    expect(auth.headers.get("set-cookie")).toContain("Max-Age=0");
    const logout = await call("/api/admin/logout", {
      method: "POST",
      headers: { Cookie: session.cookie, "X-CSRF-Token": session.status.csrfToken! },
    });
    expect(logout.status).toBe(401);
    const page = await call("/admin/categories", { headers: { Cookie: session.cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");
    expect((await status(session.cookie)).authenticated).toBe(false);
  });
});
