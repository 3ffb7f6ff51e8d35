import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
/** Scratch space of the test run; removed and rebuilt by the global setup. */
export const tmpDir = path.join(root, ".tmp", "test");
export const templateDump = path.join(tmpDir, "template.tar.gz");
export const templateMediaDir = path.join(tmpDir, "template-media");
export const PG_TEMPLATE = "vitrine_test_template";
