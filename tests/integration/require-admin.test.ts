import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireAdmin } from "~/http/require-admin.server";
import { defaultSessionPolicy } from "~/auth/session-policy.server";
import { createSession } from "~/auth/sessions.server";
import type { AdminRole } from "~/auth/roles";
import type { DatabaseHandle } from "~/db/client.server";
import { rateLimitTiers } from "~/security/rate-limit-tiers.server";
import { createTestAdmin, routerContext } from "../support/admin";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function signedIn(role: AdminRole = "admin") {
  const user = await createTestAdmin(handle.db, { role });
  const { token, session } = await createSession(handle.db, user, { policy: defaultSessionPolicy });
  return { cookie: `vitrine_session=${token}`, csrfToken: session.csrfToken, user };
}

const request = (path: string, init: RequestInit = {}) => new Request(`http://127.0.0.1${path}`, init);

/** What requireAdmin throws (a Response, or React Router's data() for pages). */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), body: await thrown.text() };
    const { init } = thrown as { init?: { status?: number } };
    return { status: init?.status, location: null, body: "" };
  }
  throw new Error("requireAdmin let the request through");
}

describe("requireAdmin", () => {
  const context = () => routerContext(handle.db);

  it("sends a page without a session to /admin/login and answers an API call 401", async () => {
    expect(await refusal(requireAdmin(request("/admin/categories"), context()))).toMatchObject({ status: 302, location: "/admin/login" });
    const api = await refusal(requireAdmin(request("/api/admin/products"), context()));
    expect(api.status).toBe(401);
    expect(JSON.parse(api.body)).toEqual({ error: { code: "unauthenticated", message: "Sign in to continue." } });
    const forged = await refusal(requireAdmin(request("/api/admin/products", { headers: { Cookie: "vitrine_session=AAAAAAAAAAAAAAAAAAAAAA" } }), context()));
    expect(forged.status).toBe(401);
  });

  it("lets an editor into the catalogue but not into what needs an administrator (403)", async () => {
    const editor = await signedIn("editor");
    const session = await requireAdmin(request("/admin/categories", { headers: { Cookie: editor.cookie } }), context());
    expect(session.user.role).toBe("editor");
    expect((await refusal(requireAdmin(request("/admin/settings", { headers: { Cookie: editor.cookie } }), context(), { role: "admin" }))).status).toBe(403);
    const api = await refusal(requireAdmin(request("/api/admin/settings", { headers: { Cookie: editor.cookie } }), context(), { role: "admin" }));
    expect(api.status).toBe(403);
    const admin = await signedIn("admin");
    await expect(requireAdmin(request("/admin/settings", { headers: { Cookie: admin.cookie } }), context(), { role: "admin" })).resolves.toBeTruthy();
  });

  it("refuses a change without the session's anti-forgery token, or with another session's (403)", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const post = (path: string, headers: Record<string, string>, body?: string) =>
      requireAdmin(request(path, { method: "POST", headers: { Cookie: mine.cookie, ...headers }, body }), context());
    for (const headers of [{}, { "X-CSRF-Token": "" }, { "X-CSRF-Token": "wrong" }, { "X-CSRF-Token": theirs.csrfToken }] as Record<string, string>[]) {
      const refused = await refusal(post("/api/admin/products", headers));
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body).error.code).toBe("forbidden");
    }
    await expect(post("/api/admin/products", { "X-CSRF-Token": mine.csrfToken })).resolves.toBeTruthy();
    // Page forms carry the token in a field; API calls may not (logout excepted, by option).
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    await expect(post("/admin/categories", form, `csrfToken=${mine.csrfToken}`)).resolves.toBeTruthy();
    expect((await refusal(post("/admin/categories", form, `csrfToken=${theirs.csrfToken}`))).status).toBe(403);
    expect((await refusal(post("/api/admin/products", form, `csrfToken=${mine.csrfToken}`))).status).toBe(403);
    const beacon = requireAdmin(
      request("/api/admin/logout", { method: "POST", headers: { Cookie: mine.cookie, ...form }, body: `csrfToken=${mine.csrfToken}` }),
      context(),
      { acceptFormToken: true },
    );
    await expect(beacon).resolves.toBeTruthy();
  });

  it("limits admin writes per user (429 with Retry-After past the tier)", async () => {
    const { cookie, csrfToken } = await signedIn();
    const write = () =>
      requireAdmin(request("/api/admin/products", { method: "POST", headers: { Cookie: cookie, "X-CSRF-Token": csrfToken } }), context());
    for (let i = 0; i < rateLimitTiers.adminWrite.limit; i++) await write();
    try {
      await write();
      throw new Error("not limited");
    } catch (thrown) {
      const response = thrown as Response;
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await response.json()).error.code).toBe("rate_limited");
    }
    // Reading is not a write.
    await expect(requireAdmin(request("/api/admin/products", { headers: { Cookie: cookie } }), context())).resolves.toBeTruthy();
  });
});
