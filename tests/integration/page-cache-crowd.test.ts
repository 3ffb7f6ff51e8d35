import net from "node:net";
import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// Issue 31 (7): a crowd asking for a page nobody has rendered yet, from clients that hang up as soon
// as the first bytes arrive (phones on a bad network), costs one render, not one per request: the
// render the crowd waits for completes into the cache even when its own client has gone.
const server = serverForFile();

const CROWD = 300;

interface RequestLine {
  msg?: string;
  path?: string;
  cache?: string;
  status?: number;
}

/** The server's request log lines for `path` so far. */
const requestLines = (path: string): RequestLine[] =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === "request" && line.path === path);

/**
 * `count` GET requests for `path` at once, each on its own raw socket to 127.0.0.1, each closed
 * as soon as the first bytes of its answer arrive. Every socket is given up after `limitMs`.
 * Resolves with how many got a first byte.
 */
function impatientCrowd(path: string, count: number, limitMs = 60_000): Promise<number> {
  const { port } = new URL(server.url);
  const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: br, gzip\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`;
  const one = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port: Number(port) });
      const timer = setTimeout(() => finish(false), limitMs);
      const finish = (answered: boolean) => {
        clearTimeout(timer);
        socket.destroy();
        resolve(answered);
      };
      socket.once("connect", () => socket.write(request));
      socket.once("data", () => finish(true));
      socket.once("error", () => finish(false));
      socket.once("close", () => finish(false));
    });
  return Promise.all(Array.from({ length: count }, one)).then((answers) => answers.filter(Boolean).length);
}

/** Waits (bounded) until the server has logged `count` requests for `path`. */
async function loggedRequests(path: string, count: number): Promise<RequestLine[]> {
  for (let attempt = 0; attempt < 600 && requestLines(path).length < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
  return requestLines(path);
}

describe("a crowd on an uncached page whose clients hang up", () => {
  it("renders the page once, and the log says which request rendered it and which waited", { timeout: 180_000 }, async () => {
    expect(await impatientCrowd("/services", CROWD)).toBe(CROWD);
    const first = await loggedRequests("/services", CROWD);
    expect(first).toHaveLength(CROWD);
    const rendered = first.filter((line) => line.cache === "miss").length;
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThanOrEqual(2);
    expect(first.filter((line) => line.cache === "coalesced").length).toBeGreaterThan(0);
    expect(first.every((line) => ["miss", "coalesced", "hit"].includes(line.cache ?? ""))).toBe(true);

    // The page was kept: the same crowd again renders nothing.
    expect(await impatientCrowd("/services", CROWD)).toBe(CROWD);
    const both = await loggedRequests("/services", 2 * CROWD);
    expect(both).toHaveLength(2 * CROWD);
    expect(both.slice(CROWD).filter((line) => line.cache === "miss")).toHaveLength(0);
  });
});
