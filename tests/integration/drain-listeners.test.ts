import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { writeAsyncIterableToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainListenersOnce } from "../../server/drain-listeners";

// A large page written as React Router writes it (a drain awaited with once, removed with off),
// compressed, to a client that reads slowly: the writer meets backpressure many times.
const CHUNKS = 400;
const chunk = (i: number) => Buffer.from(Array.from({ length: 2048 }, (_, j) => String.fromCharCode(33 + ((i * 7919 + j * 104729) % 90))).join(""));

async function* page() {
  for (let i = 0; i < CHUNKS; i++) yield chunk(i);
}

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function fetchSlowly(withShim: boolean): Promise<{ body: Buffer; warnings: string[] }> {
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (withShim) app.use(drainListenersOnce());
  app.get("/", (_req, res) => {
    res.type("text/plain");
    void writeAsyncIterableToWritable(page(), res);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const warnings: string[] = [];
  const onWarning = (warning: Error) => void warnings.push(`${warning.name}: ${warning.message}`);
  process.on("warning", onWarning);
  try {
    const compressed = await new Promise<Buffer>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port: (server!.address() as AddressInfo).port, path: "/", headers: { "accept-encoding": "br" } }, (response) => {
        const parts: Buffer[] = [];
        // Small reads, a pause after each: the server's buffers fill and its writes wait for drains.
        response.on("data", (data: Buffer) => {
          parts.push(data);
          response.pause();
          setTimeout(() => response.resume(), 1);
        });
        response.on("end", () => resolve(Buffer.concat(parts)));
        response.on("error", reject);
      });
      request.on("error", reject);
    });
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    return { body: zlib.brotliDecompressSync(compressed), warnings };
  } finally {
    process.off("warning", onWarning);
  }
}

describe("drain listeners under compression (expressjs/compression#135)", () => {
  it("a large compressed page to a slow reader: whole, and no listener piles up", async () => {
    const { body, warnings } = await fetchSlowly(true);
    expect(body.equals(Buffer.concat(Array.from({ length: CHUNKS }, (_, i) => chunk(i))))).toBe(true);
    expect(warnings.filter((warning) => warning.includes("drain"))).toEqual([]);
  });

  it("without it, the same page piles drain listeners on the zlib stream (what the shim is for)", async () => {
    const { body, warnings } = await fetchSlowly(false);
    expect(body.length).toBe(CHUNKS * 2048);
    expect(warnings.some((warning) => warning.includes("MaxListenersExceededWarning") && warning.includes("drain"))).toBe(true);
  });
});
