import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "../../app/module-preload-priority.server";

// What React writes for <Scripts>'s links, with the text around them (issue 14).
const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" href="/assets/root-3.js"/></head><body><p>&lt;link rel="modulepreload" in text</p></body></html>';
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

async function through(chunks: Buffer[]): Promise<{ text: string; out: Buffer[] }> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out.push(chunk as Buffer);
  return { text: Buffer.concat(out).toString("utf8"), out };
}

describe("module preloads at low priority", () => {
  it("marks every modulepreload link and nothing else, in one chunk", async () => {
    const { text } = await through([Buffer.from(page)]);
    expect(text).toBe(expected);
    expect(text.match(/fetchpriority="low"/g)).toHaveLength(3);
    expect(text).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("finds a tag cut anywhere by the chunk boundaries", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const { text } = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(text, `cut at ${cut}`).toBe(expected);
    }
    const { text } = await through([...bytes].map((byte) => Buffer.from([byte])));
    expect(text).toBe(expected);
  });

  it("holds back only what may begin a tag: the rest of a chunk streams on at once", async () => {
    const stream = lowPriorityModulePreloads();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const write = async (text: string) => {
      stream.write(Buffer.from(text));
      await new Promise((resolve) => setImmediate(resolve));
    };
    await write("<p>shell</p><link rel=");
    expect(out.join("")).toBe("<p>shell</p>");
    await write('"icon"/><p>more</p>');
    expect(out.join("")).toBe('<p>shell</p><link rel="icon"/><p>more</p>');
    await write("<p>no tag in sight</p>");
    expect(out.join("")).toBe('<p>shell</p><link rel="icon"/><p>more</p><p>no tag in sight</p>');
  });

  it("keeps multi-byte characters whole across chunks", async () => {
    const text = "<h1>Équipements électriques — « prix »</h1>";
    const bytes = Buffer.from(text);
    const { text: back } = await through([bytes.subarray(0, 6), bytes.subarray(6, 7), bytes.subarray(7)]);
    expect(back).toBe(text);
  });
});
