import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { INERT_MODULE_TYPE, PRELOADS_ATTRIBUTE } from "./scripts-after-paint";

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The document with React Router's module script made inert and its module preloads kept in a
 * <template> where the first of them stood (in <head>), for the loader of scripts-after-paint.ts.
 * `html` runs from the document's start to the end of that script. A document without a module
 * script is returned as it is.
 */
export function holdModuleScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const before = html.slice(0, script.index);
  const preloads = before.match(MODULE_PRELOAD) ?? [];
  let placed = false;
  const head = before.replace(MODULE_PRELOAD, () => {
    if (placed) return "";
    placed = true;
    return `<template ${PRELOADS_ATTRIBUTE}="">${preloads.join("")}</template>`;
  });
  // A data block (a script of a type no browser runs) may carry no nonce or async: the loader
  // gives the new script its own nonce.
  const inert = script[0].replace(/\btype="module"/, `type="${INERT_MODULE_TYPE}"`).replace(/\s(?:async=""|nonce="[^"]*")/g, "");
  return head + inert + html.slice(script.index + script[0].length);
}

/**
 * A stream transform for a public page's HTML: holds the start of the document until React
 * Router's module script has been written whole (it ends React's shell), passes it through
 * holdModuleScripts, then lets the rest (streamed data) through as it comes. Text is decoded and
 * encoded again as UTF-8, so a character cut between two chunks is never split.
 */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let held: string | undefined = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (held === undefined) return callback(null, text || undefined);
      held += text;
      const script = MODULE_SCRIPT.exec(held);
      const end = script ? held.indexOf("</script>", script.index) : -1;
      if (end < 0) return callback();
      const ready = held.slice(0, end + "</script>".length);
      const rest = held.slice(ready.length);
      held = undefined;
      callback(null, holdModuleScripts(ready) + rest);
    },
    flush(callback) {
      const tail = (held ?? "") + decoder.end();
      held = undefined;
      callback(null, tail || undefined);
    },
  });
}
