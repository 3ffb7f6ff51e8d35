import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { zipOf } from "../support/zip-of";
import { errorOf, serverForFile } from "../support/server";

// The Media screen's posts through the built server: bad input of every kind is answered with
// its message (never a 5xx) and nothing is stored; a small ZIP goes through check and apply.
const server = serverForFile({ admin: { username: "media-librarian", password: "a long enough password" }, signInFrom: "198.51.100.61", startTimeoutMs: 240_000 });
const { call } = server;

const post = (intent: string, body: FormData | URLSearchParams, headers: Record<string, string> = {}) =>
  call(`/admin/media?intent=${intent}`, { method: "POST", session: server.session, body, headers: { "Accept-Language": "en", ...headers } });

describe("the Media screen's posts", () => {
  it("answers bad input with its message, never a 5xx", async () => {
    const empty = new FormData();
    empty.set("note", "no file here");
    const noFile = await post("check", empty);
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toContain("Choose at least one file.");

    const notMultipart = await post("check", new URLSearchParams({ files: "x" }));
    expect(notMultipart.status).toBe(400);
    expect(await notMultipart.text()).toContain("Send the files through the form.");

    const notAZip = new FormData();
    notAZip.set("files", new Blob([new Uint8Array(Buffer.from("PK\x03\x04 not really a zip"))]), "broken.zip");
    const broken = await post("check", notAZip);
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("is not a readable ZIP.");

    const stale = await post("apply", new URLSearchParams({ token: "0".repeat(32) }));
    expect(stale.status).toBe(404);
    expect(await stale.text()).toContain("This upload is no longer available");
    const forged = await post("apply", new URLSearchParams({ token: "../../etc" }));
    expect(forged.status).toBe(404);

    for (const id of ["abc", "-1", "999999999", ""]) {
      const gone = await post("delete", new URLSearchParams({ id }));
      expect(gone.status, id).toBe(404);
      expect(await gone.text()).toContain("This file no longer exists.");
    }
    const unknown = await post("frobnicate", new URLSearchParams({ id: "1" }));
    expect(unknown.status).toBeLessThan(500);
  });

  it("refuses a post without the anti-forgery token", async () => {
    const response = await call("/admin/media?intent=delete", { method: "POST", session: server.session, csrf: false, body: new URLSearchParams({ id: "1" }) });
    expect(response.status).toBe(403);
  });

  it("takes a ZIP over 2 MB posted by the form without JavaScript (the token is read from the body's head), and refuses it when the token comes after the files", async () => {
    const listed = (await (await call("/api/products?limit=1")).json()) as { items: { partNumber: string }[] };
    const partNumber = listed.items[0]!.partNumber.replace(/\//g, "_");
    // Noise does not compress: the PNG, and so the ZIP, is over 2 MB.
    const noise = randomBytes(1200 * 800 * 3);
    const photo = await sharp(noise, { raw: { width: 1200, height: 800, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    const zip = await zipOf([{ name: `${partNumber}-8.png`, bytes: photo }]);
    expect(zip.length).toBeGreaterThan(2 * 1024 * 1024);
    const form = (tokenFirst: boolean) => {
      const body = new FormData();
      if (tokenFirst) body.set("csrfToken", server.session.status.csrfToken!);
      body.set("files", new Blob([new Uint8Array(zip)]), "large.zip");
      if (!tokenFirst) body.set("csrfToken", server.session.status.csrfToken!);
      return body;
    };
    const late = await call("/admin/media?intent=check", { method: "POST", session: server.session, csrf: false, body: form(false), headers: { "Accept-Language": "en" } });
    expect(late.status).toBe(403);
    const checked = await call("/admin/media?intent=check", { method: "POST", session: server.session, csrf: false, body: form(true), headers: { "Accept-Language": "en" } });
    expect(checked.status).toBe(200);
    expect(await checked.text()).toContain(`${partNumber}-8.png`);
  });

  it("checks then applies a small ZIP, and the same ZIP again is all identical", async () => {
    const listed = (await (await call("/api/products?limit=1")).json()) as { items: { partNumber: string }[] };
    const partNumber = listed.items[0]!.partNumber;
    const photo = await sharp({ create: { width: 360, height: 240, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const zip = await zipOf([{ name: `${partNumber.replace(/\//g, "_")}-9.png`, bytes: photo }]);
    const form = () => {
      const body = new FormData();
      body.set("files", new Blob([new Uint8Array(zip)]), "photos.zip");
      return body;
    };
    const checked = await post("check", form());
    expect(checked.status).toBe(200);
    const page = await checked.text();
    expect(page).toContain("1 to add");
    const token = /name="token" value="([a-f0-9]{32})"/.exec(page)?.[1];
    expect(token).toBeDefined();
    const applied = await post("apply", new URLSearchParams({ token: token!, alt_0_en: "Front view", alt_0_fr: "Vue de face", alt_0_ar: "منظر أمامي" }));
    expect(applied.status).toBe(200);
    expect(await applied.text()).toContain("1 file linked to products (1 new in the library).");
    // Applied once: the token is spent.
    expect((await post("apply", new URLSearchParams({ token: token! }))).status).toBe(404);
    const again = await post("check", form());
    expect(await again.text()).toContain("1 identical");
  });
});

// The bulk upload's JSON API (POST /api/admin/media/bulk, then …/{token}/apply): the Media
// screen's script uses it for its progress bar, outside systems with an API key.
describe("the bulk upload's JSON API", () => {
  type Line = { progress?: { step: string; done: number; total: number }; status?: number; body?: Record<string, unknown> };
  const lines = async (response: Response): Promise<Line[]> =>
    (await response.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);
  const libraryCount = async () => Number(/Library: ([\d,]+) files?/.exec(await (await call("/admin/media", { session: server.session, headers: { "Accept-Language": "en" } })).text())?.[1]?.replace(/,/g, ""));
  const productOf = async (partNumber: string) => {
    const listed = (await (await call(`/api/products?q=${encodeURIComponent(partNumber)}&limit=5`)).json()) as { items: { id: number; partNumber: string }[] };
    const id = listed.items.find((p) => p.partNumber === partNumber)!.id;
    return { id, ...((await (await call(`/api/products/${id}`, { headers: { "Accept-Language": "en" } })).json()) as { images: { alt?: unknown }[] }) };
  };
  const api = (path: string, init: RequestInit & { json?: unknown } = {}, headers: Record<string, string> = {}) =>
    call(path, { method: "POST", session: server.session, ...init, headers: { "Accept-Language": "en", ...headers } });
  const filesForm = (entries: Array<[Buffer, string]>) => {
    const body = new FormData();
    for (const [bytes, name] of entries) body.append("files", new Blob([new Uint8Array(bytes)]), name);
    return body;
  };

  it("streams the progress of the dry run and of the apply, then applies with the alt text given; the same files again change nothing", async () => {
    const listed = (await (await call("/api/products?limit=3")).json()) as { items: { partNumber: string }[] };
    const partNumber = listed.items[2]!.partNumber;
    const safe = partNumber.replace(/\//g, "_");
    const photo = await sharp({ create: { width: 420, height: 300, channels: 3, background: { r: 90, g: 30, b: 160 } } }).png().toBuffer();
    const zip = await zipOf([
      { name: `${safe}-7.png`, bytes: photo },
      { name: "NO-SUCH-PART-ZZ.png", bytes: photo },
      { name: "notes/readme.png", bytes: Buffer.from("MZ not a picture") },
    ]);
    const before = await productOf(partNumber);

    const checked = await api("/api/admin/media/bulk", { body: filesForm([[zip, "api-photos.zip"]]) }, { Accept: "application/x-ndjson" });
    expect(checked.status).toBe(200);
    expect(checked.headers.get("content-type")).toContain("application/x-ndjson");
    const checkLines = await lines(checked);
    const progress = checkLines.filter((l) => l.progress).map((l) => l.progress!);
    expect(progress[0]).toEqual({ step: "read", done: 0, total: 3 });
    expect(progress.at(-1)).toEqual({ step: "read", done: 3, total: 3 });
    const outcome = checkLines.at(-1)!;
    expect(outcome.status).toBe(200);
    const { token, plan } = outcome.body as { token: string; plan: { counts: Record<string, number>; rows: { index: number; name: string; action?: string; reason?: string }[] } };
    expect(token).toMatch(/^[a-f0-9]{32}$/);
    expect(plan.counts).toEqual({ add: 1, replace: 0, skip: 0, refused: 2 });
    expect(plan.rows.find((r) => r.name === "NO-SUCH-PART-ZZ.png")?.reason).toBe("noProduct");
    expect(plan.rows.find((r) => r.name === "notes/readme.png")?.reason).toBe("notImageOrPdf");
    // The dry run wrote nothing.
    expect((await productOf(partNumber)).images.length).toBe(before.images.length);

    const row = plan.rows.find((r) => r.action === "add")!.index;
    // A bad alt text is refused with its field, and the upload stays to be applied.
    const tooLong = await api(`/api/admin/media/bulk/${token}/apply`, { json: { alt: { [row]: { en: "x".repeat(251) } } } });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatchObject({ code: "invalid_input", fields: { [`alt.${row}.en`]: "An alt text has at most 250 characters." } });
    const shapeless = await api(`/api/admin/media/bulk/${token}/apply`, { json: { alt: ["Front"] } });
    expect(shapeless.status).toBe(400);
    expect((await errorOf(shapeless)).fields).toHaveProperty("alt");
    const foreign = await api(`/api/admin/media/bulk/${token}/apply`, { json: { alt: { [row]: { de: "Vorderansicht" } } } });
    expect(foreign.status).toBe(400);
    expect((await errorOf(foreign)).fields).toHaveProperty(`alt.${row}.de`);
    expect((await productOf(partNumber)).images.length).toBe(before.images.length);

    const applied = await api(`/api/admin/media/bulk/${token}/apply`, { json: { alt: { [row]: { en: "API front view", fr: "Vue de face API", ar: "منظر أمامي API" } } } }, { Accept: "application/x-ndjson" });
    expect(applied.status).toBe(200);
    const applyLines = await lines(applied);
    const steps = applyLines.filter((l) => l.progress).map((l) => l.progress!);
    expect(steps.some((p) => p.step === "read" && p.done === 3)).toBe(true);
    expect(steps.at(-1)).toEqual({ step: "store", done: 1, total: 1 });
    expect(applyLines.at(-1)).toMatchObject({ status: 200, body: { stored: 1, linked: 1 } });
    const after = await productOf(partNumber);
    expect(after.images.length).toBe(before.images.length + 1);
    expect(JSON.stringify(after.images)).toContain("API front view");
    // Every language of the site is kept, Arabic included (it was once dropped).
    const stored = (await (await call(`/api/admin/products/${after.id}`, { session: server.session })).json()) as { images: { alt: Record<string, string> }[] };
    expect(stored.images.map((i) => i.alt)).toContainEqual({ en: "API front view", fr: "Vue de face API", ar: "منظر أمامي API" });
    // Spent: applying again is a 404 with its reason (plain JSON without the NDJSON Accept).
    const spent = await api(`/api/admin/media/bulk/${token}/apply`);
    expect(spent.status).toBe(404);
    expect((await errorOf(spent)).message).toContain("This upload is no longer available");

    // The same files as plain JSON: all identical or refused, and applying writes nothing.
    const again = await api("/api/admin/media/bulk", { body: filesForm([[zip, "api-photos.zip"]]) });
    expect(again.status).toBe(200);
    const second = (await again.json()) as { token: string; plan: { counts: Record<string, number> } };
    expect(second.plan.counts).toEqual({ add: 0, replace: 0, skip: 1, refused: 2 });
    const files = await libraryCount();
    const nothing = await api(`/api/admin/media/bulk/${second.token}/apply`);
    expect(await nothing.json()).toMatchObject({ stored: 0, linked: 0 });
    expect(await libraryCount()).toBe(files);
  });

  it("refuses bad input with a clear JSON error naming the file, and keeps nothing", async () => {
    const files = await libraryCount();
    const none = await api("/api/admin/media/bulk", { body: (() => { const f = new FormData(); f.set("note", "no file"); return f; })() });
    expect(none.status).toBe(400);
    expect(await errorOf(none)).toMatchObject({ code: "invalid_input", message: "Choose at least one file.", fields: { files: "Choose at least one file." } });

    const notMultipart = await api("/api/admin/media/bulk", { json: { files: ["a.zip"] } });
    expect(notMultipart.status).toBe(415);
    expect((await errorOf(notMultipart)).message).toBe("Send the files through the form.");

    for (const accept of ["application/json", "application/x-ndjson"]) {
      const broken = await api("/api/admin/media/bulk", { body: filesForm([[Buffer.from("PK\x03\x04 not really a zip"), "broken.zip"]]) }, { Accept: accept });
      const answer = accept === "application/json" ? { status: broken.status, body: (await broken.json()) as Record<string, unknown> } : (await lines(broken)).at(-1)!;
      expect(answer.status, accept).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: "invalid_input", message: "“broken.zip” is not a readable ZIP." }, plan: { problem: { source: "broken.zip", reason: "notAZip" } } });
      expect(answer.body).not.toHaveProperty("token");
    }

    for (const token of ["0".repeat(32), "..%2F..%2Fetc", "zz"]) {
      const stale = await api(`/api/admin/media/bulk/${token}/apply`);
      expect(stale.status, token).toBe(404);
      expect((await errorOf(stale)).code).toBe("not_found");
    }
    expect(await libraryCount()).toBe(files);
  });

  it("needs the anti-forgery token with a session, and the products:write scope with an API key", async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 5, g: 5, b: 5 } } }).png().toBuffer();
    const noToken = await call("/api/admin/media/bulk", { method: "POST", session: server.session, csrf: false, body: filesForm([[photo, "x.png"]]) });
    expect(noToken.status).toBe(403);
    const anonymous = await call("/api/admin/media/bulk", { method: "POST", body: filesForm([[photo, "x.png"]]) });
    expect(anonymous.status).toBe(401);

    const createKey = async (name: string, scopes: string[]) => {
      const body = new URLSearchParams([["csrfToken", server.session.status.csrfToken!], ["intent", "create"], ["name", name], ...scopes.map((s): [string, string] => ["scopes", s]), ["rateLimitPerMinute", "120"]]);
      const response = await call("/admin/api-keys", { method: "POST", headers: { Cookie: server.session.cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString() });
      return /vtk_[A-Za-z0-9_-]{43}/.exec(await response.text())![0];
    };
    const reader = await createKey("Media reader", ["catalogue:read"]);
    const refused = await call("/api/admin/media/bulk", { method: "POST", headers: { Authorization: `Bearer ${reader}`, "Accept-Language": "en" }, body: filesForm([[photo, "x.png"]]) });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toContain("products:write");
    const writer = await createKey("Media feed", ["products:write"]);
    const taken = await call("/api/admin/media/bulk", { method: "POST", headers: { Authorization: `Bearer ${writer}`, "Accept-Language": "en" }, body: filesForm([[photo, "x.png"]]) });
    expect(taken.status).toBe(200);
    const { token } = (await taken.json()) as { token: string };
    const applied = await call(`/api/admin/media/bulk/${token}/apply`, { method: "POST", headers: { Authorization: `Bearer ${writer}` } });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ stored: 0, linked: 0 });
  });
});
