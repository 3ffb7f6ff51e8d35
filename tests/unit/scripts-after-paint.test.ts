import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { holdModuleScripts, scriptsAfterPaint } from "~/http/scripts-after-paint.server";

// React Router's shell as React writes it: module preloads hoisted into <head>, the module script
// at the end of <body>, then the streamed data.
const shell =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/><style id="stylesheet">body{}</style></head><body><main>Détecteur inductif — 24 V</main>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>';
const rest = '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[é]");</script></body></html>';

const expected =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><template data-module-preloads=""><link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/></template><style id="stylesheet">body{}</style></head><body><main>Détecteur inductif — 24 V</main>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script type="text/x-vitrine-module">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>';

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterPaint())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("scripts after the first paint", () => {
  it("keeps the module preloads in a template where the first stood, and makes the module script inert", () => {
    expect(holdModuleScripts(shell)).toBe(expected);
    // Nothing else is touched: without the template and with the type back, it is the shell again.
    expect(expected.replace(/<template data-module-preloads="">|<\/template>/g, "").replace('<script type="text/x-vitrine-module">', '<script nonce="n0nce" type="module" async="">')).toBe(shell);
  });

  it("leaves a document without a module script as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Hors ligne</p></body></html>";
    expect(holdModuleScripts(plain)).toBe(plain);
  });

  it("writes the same bytes wherever the chunks end, a character cut in two included", async () => {
    const bytes = Buffer.from(shell + rest, "utf8");
    const whole = expected + rest;
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    const bytewise = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await through(bytewise)).toBe(whole);
  });

  it("passes a document without a module script through whole", async () => {
    const plain = Buffer.from("<!DOCTYPE html><html><body><p>Page sans scripts — é</p></body></html>", "utf8");
    expect(await through([plain.subarray(0, 20), plain.subarray(20)])).toBe(plain.toString("utf8"));
  });
});
