// Gzip size of the JavaScript a page loads on first visit (DESIGN budget: 140 KB for public
// pages). Usage: node bench/public-js-size.mjs http://127.0.0.1:3000/ [more URLs...]
import { gzipSync } from "node:zlib";

for (const page of process.argv.slice(2)) {
  const html = await (await fetch(page)).text();
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1]);
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, page))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  console.log(`${page}: ${urls.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
}
