import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { zipOf } from "../support/zip-of";
import { serverForFile } from "../support/server";

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
    const applied = await post("apply", new URLSearchParams({ token: token!, alt_0_en: "Front view", alt_0_fr: "Vue de face" }));
    expect(applied.status).toBe(200);
    expect(await applied.text()).toContain("1 file linked to products (1 new in the library).");
    // Applied once: the token is spent.
    expect((await post("apply", new URLSearchParams({ token: token! }))).status).toBe(404);
    const again = await post("check", form());
    expect(await again.text()).toContain("1 identical");
  });
});
