import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { zipOf } from "../support/zip-of";
import { serverForFile } from "../support/server";

// Linking a library file to more products and unlinking it, through the built server: one
// datasheet linked to ten products is stored once and shows on all ten pages; a bad request
// names its reason and writes nothing.
const server = serverForFile({ admin: { username: "media-linker", password: "a long enough password" }, signInFrom: "198.51.100.62", startTimeoutMs: 240_000 });
const { call } = server;

const post = (intent: string, body: FormData | URLSearchParams) =>
  call(`/admin/media?intent=${intent}`, { method: "POST", session: server.session, body, headers: { "Accept-Language": "en" } });

const fileSafe = (partNumber: string) => partNumber.replace(/\//g, "_");

/** Uploads files through the dry run and applies them; answers the applied page. */
async function upload(files: { name: string; bytes: Buffer }[]): Promise<void> {
  const body = new FormData();
  body.set("files", new Blob([new Uint8Array(await zipOf(files))]), "upload.zip");
  const checked = await (await post("check", body)).text();
  const token = /name="token" value="([a-f0-9]{32})"/.exec(checked)?.[1];
  expect(token, checked.slice(0, 500)).toBeDefined();
  expect((await post("apply", new URLSearchParams({ token: token! }))).status).toBe(200);
}

/** The library's row for a file: its id (from the Media screen). */
async function libraryId(filename: string): Promise<number> {
  const page = await (await call("/admin/media", { session: server.session, headers: { "Accept-Language": "en" } })).text();
  const row = page.split('data-testid="media-file"').find((r) => r.includes(filename));
  const id = row && /name="id" value="(\d+)"/.exec(row)?.[1];
  expect(id, `${filename} in the library`).toBeTruthy();
  return Number(id);
}

const libraryTotal = async () => {
  const page = await (await call("/admin/media", { session: server.session, headers: { "Accept-Language": "en" } })).text();
  return Number(/Library: (\d+) files?/.exec(page)?.[1]);
};

const productPage = async (id: number) => (await call(`/products/${id}`, { headers: { "Accept-Language": "en" } })).text();

/** How many stored files under DATA_DIR/media hold exactly these bytes. */
async function storedCopies(bytes: Buffer): Promise<number> {
  const want = createHash("sha256").update(bytes).digest("hex");
  const root = path.join(server.storageEnv.DATA_DIR!, "media");
  let count = 0;
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await fs.stat(file)).size !== bytes.length) continue;
    if (createHash("sha256").update(await fs.readFile(file)).digest("hex") === want) count++;
  }
  return count;
}

describe("linking a library file to products", () => {
  it("links one datasheet to ten products: stored once, shown on all ten pages, unlinked from one", async () => {
    const listed = (await (await call("/api/products?limit=12")).json()) as { items: { id: number; partNumber: string }[] };
    const [first, ...others] = listed.items;
    const ten = [first!, ...others.slice(0, 9)];
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n% shared manual\n"), randomBytes(2048)]);
    const filename = `${fileSafe(first!.partNumber)}_manual.pdf`;
    const pdfKeys = (page: string) => new Set([...page.matchAll(/\/media\/([a-z0-9-]+\.pdf)/g)].map((m) => m[1]!));
    const before = pdfKeys(await productPage(first!.id));
    await upload([{ name: filename, bytes: pdf }]);
    const id = await libraryId(filename);
    const total = await libraryTotal();
    const added = [...pdfKeys(await productPage(first!.id))].filter((k) => !before.has(k));
    expect(added, "the first product shows its manual").toHaveLength(1);
    const key = added[0]!;

    // An unknown part number refuses the whole request, naming it; nothing is linked.
    const refused = await post("link", new URLSearchParams({ id: String(id), partNumbers: `${others[0]!.partNumber}\nNO-SUCH-PART-1, NO-SUCH-PART-2`, type: "manual" }));
    expect(refused.status).toBe(400);
    const refusedText = await refused.text();
    expect(refusedText).toContain("No product has the part numbers NO-SUCH-PART-1, NO-SUCH-PART-2: nothing was linked.");
    expect(await productPage(others[0]!.id)).not.toContain(key);

    // Nine more, written loosely (lower case, spaces for dashes), and the first again (left as is).
    const loosely = others.slice(0, 9).map((p, i) => (i % 2 ? p.partNumber.toLowerCase() : p.partNumber.replace(/-/g, " ")));
    const linked = await post("link", new URLSearchParams({ id: String(id), partNumbers: [...loosely, first!.partNumber].join("\n"), type: "manual", language: "" }));
    expect(linked.status).toBe(200);
    const linkedText = await linked.text();
    expect(linkedText).toContain("linked to 9 products");
    expect(linkedText).toContain(`Already linked, left as is: ${first!.partNumber}.`);

    for (const product of ten) expect(await productPage(product.id), product.partNumber).toContain(`/media/${key}`);
    expect(await storedCopies(pdf)).toBe(1);
    expect(await libraryTotal()).toBe(total);
    const library = await (await call("/admin/media", { session: server.session })).text();
    const row = library.split('data-testid="media-file"').find((r) => r.includes(filename))!;
    for (const product of ten) expect(row).toContain(`/admin/products/${product.id}/edit`);

    // A product already holding another manual (every language) refuses the link, naming it.
    const other = Buffer.concat([Buffer.from("%PDF-1.4\n% another manual\n"), randomBytes(1024)]);
    const otherName = `${fileSafe(others[10]!.partNumber)}_manual.pdf`;
    await upload([{ name: otherName, bytes: other }]);
    const otherId = await libraryId(otherName);
    const taken = await post("link", new URLSearchParams({ id: String(otherId), partNumbers: `${others[1]!.partNumber}, ${others[2]!.partNumber}`, type: "manual" }));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(`${others[1]!.partNumber}, ${others[2]!.partNumber} already have another document of this kind and language: unlink it first. Nothing was linked.`);
    // As a French manual it fits beside the manual for every language.
    const french = await post("link", new URLSearchParams({ id: String(otherId), partNumbers: others[1]!.partNumber, type: "manual", language: "fr" }));
    expect(french.status).toBe(200);

    // Unlinking from one product: its page no longer shows the file; the others and the library keep it.
    const unlinked = await post("unlink", new URLSearchParams({ id: String(id), product: String(others[8]!.id) }));
    expect(unlinked.status).toBe(200);
    expect(await unlinked.text()).toContain(`unlinked from ${others[8]!.partNumber} (the file stays in the library)`);
    expect(await productPage(others[8]!.id)).not.toContain(`/media/${key}`);
    expect(await productPage(others[7]!.id)).toContain(`/media/${key}`);
    expect(await storedCopies(pdf)).toBe(1);
    // Twice: it is no longer linked.
    expect((await post("unlink", new URLSearchParams({ id: String(id), product: String(others[8]!.id) }))).status).toBe(404);

    const audit = await (await call("/admin/audit", { session: server.session })).text();
    expect(audit).toContain("media.link");
  });

  it("puts a linked image at the end of the product's gallery, with the product's name as alt text", async () => {
    const listed = (await (await call("/api/products?limit=2")).json()) as { items: { id: number; partNumber: string }[] };
    const [owner, more] = listed.items;
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 9, g: 120, b: 30 } } }).png().toBuffer();
    const filename = `${fileSafe(owner!.partNumber)}-7.png`;
    await upload([{ name: filename, bytes: photo }]);
    const id = await libraryId(`${fileSafe(owner!.partNumber)}-7`);
    const before = await productPage(more!.id);
    const linked = await post("link", new URLSearchParams({ id: String(id), partNumbers: more!.partNumber }));
    expect(linked.status).toBe(200);
    const after = await productPage(more!.id);
    const keys = (page: string) => [...new Set([...page.matchAll(/\/media\/([a-z0-9/_-]+)\.webp/g)].map((m) => m[1]!.replace(/-\d+$/, "")))];
    const added = keys(after).filter((k) => !keys(before).includes(k));
    expect(added).toHaveLength(1);
    // The gallery's order: the linked image comes after the product's own.
    expect(keys(after).indexOf(added[0]!)).toBeGreaterThan(0);
  });

  it("answers bad requests with their message and writes nothing", async () => {
    const listed = (await (await call("/api/products?limit=1")).json()) as { items: { id: number; partNumber: string }[] };
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n% lonely\n"), randomBytes(512)]);
    const filename = `${fileSafe(listed.items[0]!.partNumber)}_certificate_en.pdf`;
    await upload([{ name: filename, bytes: pdf }]);
    const id = String(await libraryId(filename));
    const cases: [URLSearchParams, number, string][] = [
      [new URLSearchParams({ id, partNumbers: " \n , ;" }), 400, "Type at least one part number."],
      [new URLSearchParams({ id, partNumbers: "X", type: "invoice" }), 400, "Unknown document kind."],
      [new URLSearchParams({ id, partNumbers: "X", language: "de" }), 400, "Unknown language."],
      [new URLSearchParams({ id, partNumbers: Array.from({ length: 501 }, (_, i) => `P-${i}`).join("\n") }), 400, "At most 500 part numbers at once."],
      [new URLSearchParams({ id: "999999999", partNumbers: listed.items[0]!.partNumber }), 404, "This file no longer exists."],
    ];
    for (const [body, status, message] of cases) {
      const response = await post("link", body);
      expect(response.status, message).toBe(status);
      expect(await response.text()).toContain(message);
    }
    for (const product of ["abc", "0", "999999999"]) {
      const response = await post("unlink", new URLSearchParams({ id, product }));
      expect(response.status, product).toBe(404);
      expect(await response.text()).toContain("This file is not linked to that product (any more).");
    }
    const french = await call("/admin/media?intent=link", { method: "POST", session: server.session, body: new URLSearchParams({ id, partNumbers: "NO-SUCH-PART-9" }), headers: { "Accept-Language": "fr" }, lang: "fr" });
    expect(await french.text()).toContain("Aucun produit n’a la référence NO-SUCH-PART-9\u00a0: rien n’a été lié.");
    const library = await (await call("/admin/media", { session: server.session })).text();
    const row = library.split('data-testid="media-file"').find((r) => r.includes(filename))!;
    expect(row.match(/\/admin\/products\/\d+\/edit/g)).toHaveLength(1);
  });
});
