import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// The parts list's bad uploads through the built server: a clear message on the page, never a 5xx.
const server = serverForFile({});
const { call } = server;
let ip = 1;
const freshIp = () => `203.0.113.${++ip}`;

function multipart(file: Uint8Array, name = "parts.csv") {
  const boundary = "----parts-list-test";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, Buffer.from(file), tail]), type: `multipart/form-data; boundary=${boundary}` };
}

describe("POST /quote?upload", () => {
  it("refuses a file over 2 MB, a body that is not a form and a binary file with a message, and adds nothing", async () => {
    const big = multipart(new Uint8Array(2 * 1024 * 1024 + 70 * 1024).fill(0x41));
    const tooLarge = await call("/quote?upload", { method: "POST", ip: freshIp(), headers: { "Content-Type": big.type }, body: big.body });
    // The page itself answers (not the request edge's JSON), with its message, nothing stored.
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await tooLarge.text()).toContain("larger than 2 MB");
    expect(tooLarge.headers.get("set-cookie")).toBeNull();

    const notForm = await call("/quote?upload", { method: "POST", ip: freshIp(), headers: { "Content-Type": "application/octet-stream" }, body: "garbage" });
    expect(notForm.status).toBeLessThan(500);

    const png = multipart(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const binary = await call("/fr/quote?upload", { method: "POST", ip: freshIp(), headers: { "Content-Type": png.type }, body: png.body });
    expect(binary.status).toBe(400);
    const html = await binary.text();
    expect(html).toContain("ni un CSV ni un classeur Excel");
    expect(binary.headers.get("set-cookie")).toBeNull();
  });

  it("answers a parts-list file well over 2 MB on the page in the page's language, with and without JavaScript, storing nothing", async () => {
    const big = multipart(new Uint8Array(5 * 1024 * 1024).fill(0x41));
    // Without JavaScript: the French page, its message in French.
    const fr = await call("/fr/quote?upload", { method: "POST", ip: freshIp(), headers: { "Content-Type": big.type, Origin: server.url }, body: big.body });
    expect(fr.status).toBe(413);
    expect(fr.headers.get("content-type")).toMatch(/^text\/html/);
    const frHtml = await fr.text();
    expect(frHtml).toContain('lang="fr"');
    expect(frHtml).toContain("Le fichier dépasse 2");
    expect(fr.headers.get("set-cookie")).toBeNull();
    // With JavaScript: the route's data request carries the same message, never the edge's JSON.
    const en = await call("/quote.data?upload", { method: "POST", ip: freshIp(), headers: { "Content-Type": big.type, Origin: server.url }, body: big.body });
    expect(en.status).toBe(413);
    const data = await en.text();
    expect(data).not.toContain("payload_too_large");
    expect(data).toContain("larger than 2 MB");
    expect(en.headers.get("set-cookie")).toBeNull();
  });

  it("answers a paste of 501 lines with its message, and a bad mapping without a file", async () => {
    const lines = Array.from({ length: 501 }, (_, i) => `P${i} 1`).join("\n");
    const response = await call("/quote", { method: "POST", ip: freshIp(), headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "paste", lines }).toString() });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("at most 500 lines");
    const mapping = await call("/quote", { method: "POST", ip: freshIp(), headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "map", columnPart: "x" }).toString() });
    expect(mapping.status).toBe(400);
    expect(await mapping.text()).toContain("no file waiting");
  });
});
