import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
/** Scratch space of the test run; removed and rebuilt by the global setup. */
export const tmpDir = path.join(root, ".tmp", "test");
/** Templates kept between runs, one directory per hash of their inputs (./template-cache.ts). */
export const templateCacheDir = path.join(root, ".tmp", "test-template");
/** Inside a cached template's directory: the PGlite dump, and the files the seed stored. */
export const templateDumpFile = "template.tar.gz";
export const templateMediaDir = "media";
export const PG_TEMPLATE = "vitrine_test_template";
