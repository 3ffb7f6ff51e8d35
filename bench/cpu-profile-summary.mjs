#!/usr/bin/env node
/**
 * Where a V8 CPU profile's time went (`node --cpu-prof`, or `bench/csv-import.ts --cpu-profile`):
 * self time by source file (a package by its name under node_modules), by function, and the
 * inclusive time of the functions named with `--include name,...`.
 *   node bench/cpu-profile-summary.mjs run-2.cpuprofile [--top 30] [--include checkRows,applyCells]
 */
import { readFileSync } from "node:fs";

const [file] = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--"));
if (!file) {
  console.error("usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [--top N] [--include a,b]");
  process.exit(1);
}
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const top = Number(option("top") ?? 30);
const include = (option("include") ?? "").split(",").filter(Boolean);

const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);

// Each sample's time: the delta to the next sample (the last one gets the mean).
const self = new Map();
const { samples, timeDeltas } = profile;
const total = profile.endTime - profile.startTime;
for (let i = 0; i < samples.length; i++) {
  const dt = i + 1 < timeDeltas.length ? timeDeltas[i + 1] : total / samples.length;
  self.set(samples[i], (self.get(samples[i]) ?? 0) + dt);
}

const place = (frame) => {
  const url = frame.url || "";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (!url) return `(${frame.functionName || "native"})`;
  const app = /\/(app|bench|server)\/(.*)$/.exec(url);
  if (app) return `${app[1]}/${app[2]}`;
  return url.replace(/^file:\/\//, "");
};

const bump = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const byPlace = new Map();
const byFunction = new Map();
const inclusive = new Map();
for (const [id, time] of self) {
  const node = byId.get(id);
  const frame = node.callFrame;
  bump(byPlace, place(frame), time);
  bump(byFunction, `${frame.functionName || "(anonymous)"} ${place(frame)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`, time);
  if (include.length) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at).callFrame.functionName;
      if (include.includes(name) && !seen.has(name)) {
        seen.add(name);
        bump(inclusive, name, time);
      }
    }
  }
}

const seconds = (us) => (us / 1e6).toFixed(2);
const percent = (us) => ((100 * us) / total).toFixed(1);
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${seconds(time).padStart(8)} s ${percent(time).padStart(5)} %  ${key}`);
};
console.log(`${file}: ${seconds(total)} s profiled, ${samples.length} samples`);
print("self time by file or package", byPlace);
print("self time by function", byFunction);
if (include.length) print("inclusive time (synchronous callers only)", inclusive);
