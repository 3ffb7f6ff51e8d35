import { Transform } from "node:stream";

/**
 * Marks React Router's `<link rel="modulepreload">` tags `fetchpriority="low"` as the page
 * streams out (issue 14, decision records 032 and 041).
 *
 * The page paints from its HTML alone (the stylesheet is inline, nothing in it needs JavaScript);
 * the scripts only hydrate it. At their default priority (High) Chrome, and Lighthouse's
 * simulation of a phone on slow 4G after it, count all of them (about 130 KB gzip) as needed for
 * the first paint. At low priority they still start at once, from the head, in parallel with the
 * document, but no longer compete with it. `<Scripts>` offers no prop for its links, hence this
 * rewrite of the bytes; the tag is written by React exactly so (`rel` is its first attribute).
 */
const TAG = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/** How many bytes at the end of `data` could be the start of a tag cut by the chunk boundary. */
function partialTagLength(data: Buffer): number {
  for (let length = Math.min(TAG.length - 1, data.length); length > 0; length--) {
    if (data.subarray(data.length - length).equals(TAG.subarray(0, length))) return length;
  }
  return 0;
}

export function lowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const data = held.length ? Buffer.concat([held, chunk]) : chunk;
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = data.indexOf(TAG); at !== -1; at = data.indexOf(TAG, from)) {
        parts.push(data.subarray(from, at), LOW);
        from = at + TAG.length;
      }
      // Only the bytes that may begin a tag wait for the next chunk; the rest streams on now.
      const end = data.length - partialTagLength(data.subarray(from));
      parts.push(data.subarray(from, end));
      held = Buffer.from(data.subarray(end));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, held);
    },
  });
}
