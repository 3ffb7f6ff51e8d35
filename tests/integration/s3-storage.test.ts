import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { restoreSnapshot } from "~/backups/restore.server";
import { takeSnapshot } from "~/backups/snapshots.server";
import { copyMedia } from "~/media/copy-to-bucket.server";
import { createS3Storage } from "~/media/s3-storage.server";
import { createLocalStorage, type MediaStorage } from "~/media/storage.server";
import { runBuiltServer } from "../support/built-server";
import { createEmptyDatabase } from "../support/database";
import { startTestBucket, type TestBucket } from "../support/s3-bucket";
import { runFailingServer, testServer } from "../support/server";

// Files in S3-compatible storage (issue 11), against a real s3rver this file starts and stops:
// the storage interface on both backends, the built server storing uploads in the bucket and
// serving them as it serves local files, the copy command, and a bucket that is wrong or down.

let bucket: TestBucket;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-s3-test-"));
beforeAll(async () => {
  bucket = await startTestBucket();
});
afterAll(async () => {
  await bucket?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const text = async (stream: Readable | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
};

describe.each([
  ["the local directory", () => createLocalStorage(path.join(scratch, "local"))],
  ["an S3 bucket", () => createS3Storage(bucket.config)],
])("media storage in %s", (_name, create: () => MediaStorage) => {
  it("stores bytes and streams, and reads them back whole or by range", async () => {
    const storage = create();
    await storage.put("0a-bytes.pdf", Buffer.from("%PDF-0123456789"));
    await storage.put("0b-stream.pdf", Readable.from([Buffer.from("%PDF-"), Buffer.from("abcdef")]), { size: 11 });

    expect(await text(await storage.read("0a-bytes.pdf"))).toBe("%PDF-0123456789");
    expect(await text(await storage.read("0b-stream.pdf"))).toBe("%PDF-abcdef");
    expect(await text(await storage.read("0a-bytes.pdf", { start: 5, end: 8 }))).toBe("0123");
    const stat = await storage.stat("0a-bytes.pdf");
    expect(stat).toMatchObject({ size: 15 });
    expect(stat!.etag).toMatch(/^(W\/)?".+"$/);
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(["0a-bytes.pdf", "0b-stream.pdf"]));
  });

  it("knows nothing of missing files or names that are not stored names", async () => {
    const storage = create();
    expect(await storage.stat("missing.pdf")).toBeNull();
    expect(await storage.read("missing.pdf")).toBeNull();
    expect(await storage.stat("../etc/passwd")).toBeNull();
    await expect(storage.put("../escape.pdf", Buffer.from("x"))).rejects.toThrow(/Unsafe media key/);
  });
});

describe("the built server with S3_BUCKET", () => {
  const admin = { username: "bucket-keeper", password: "a long enough password" };
  const server = testServer({ admin, signInFrom: "198.51.100.80", env: () => ({ ...bucket.env, DEMO_DATA: "false" }), storage: "empty" });
  beforeAll(() => server.start(), 120_000);
  afterAll(() => server.dispose());

  let url = "";
  it("stores an uploaded image and its widths in the bucket, not on disk", async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
    form.set("file", new Blob([new Uint8Array(png)]), "valve.png");
    const response = await server.call("/api/admin/media", { method: "POST", session: server.session, body: form });
    expect(response.status).toBe(201);
    ({ url } = (await response.json()) as { url: string });
    const key = url.replace("/media/", "");
    const stored = await bucket.list();
    expect(stored).toContain(`media/${key}`);
    expect(stored).toContain(`media/${key.replace(".webp", "-w320.webp")}`);
    expect(fs.existsSync(path.join(server.storageEnv.DATA_DIR!, "media"))).toBe(false);
  });

  it("serves it from the bucket with the media route's headers, HEAD, 304 and ranges", async () => {
    const whole = await server.call(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/webp");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(whole.headers.get("content-disposition")).toMatch(/^inline; filename="valve.webp"/);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(800);
    const etag = whole.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);

    const head = await server.call(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(head.headers.get("etag")).toBe(etag);

    // (fetch adds `Cache-Control: no-cache` to a conditional request unless one is given.)
    expect((await server.call(url, { headers: { "If-None-Match": etag, "Cache-Control": "max-age=0" } })).status).toBe(304);

    const part = await server.call(url, { headers: { Range: "bytes=0-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 12))).toBe(true);

    const beyond = await server.call(url, { headers: { Range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);

    // An If-Range for another version of the file: the whole file, not a piece of this one.
    const stale = await server.call(url, { headers: { Range: "bytes=0-11", "If-Range": '"another"' } });
    expect(stale.status).toBe(200);
  });

  it("answers 404 for a stored name that has no record or no file", async () => {
    expect((await server.call("/media/00000000-0000-0000-0000-000000000000.webp")).status).toBe(404);
  });

  it("answers 503 with a clear message when the bucket is down, and keeps serving pages", async () => {
    await bucket.stop();
    const file = await server.call(url, { headers: { Accept: "text/html" } });
    expect(file.status).toBe(503);
    expect(await file.text()).toMatch(/stored files cannot be reached/);

    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 40, channels: 3, background: "#000" } }).png().toBuffer())]), "dot.png");
    const upload = await server.call("/api/admin/media", { method: "POST", session: server.session, body: form, headers: { "Accept-Language": "en" } });
    expect(upload.status).toBe(503);
    expect(((await upload.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "unavailable",
      message: expect.stringMatching(/file storage cannot be reached/),
    });
    expect(upload.headers.get("retry-after")).toBe("60");
    expect((await server.call("/")).status).toBe(200);
    expect(server.output()).toMatch(/The media storage could not/);
    bucket = await startTestBucket();
  });
});

describe("npm run media:to-s3", () => {
  it("copies DATA_DIR/media into the bucket, then only what is missing, and says so", async () => {
    const dataDir = path.join(scratch, "copy");
    const local = createLocalStorage(path.join(dataDir, "media"));
    for (let i = 0; i < 3; i++) await local.put(`0${i}-file.pdf`, Buffer.from(`%PDF-${i}`.repeat(100)));
    const run = () => runBuiltServer(["media-to-s3"], { DATA_DIR: dataDir, ...bucket.env });

    const first = await run();
    expect(first.stderr).not.toMatch(/not copied/);
    expect(first.stdout).toMatch(/Copied 3 files \(0\.0 MB\); 0 were in the bucket already; 0 failed\./);
    expect(first.code).toBe(0);
    await local.put("03-file.pdf", Buffer.from("%PDF-late"));
    const second = await run();
    expect(second.stdout).toMatch(/Copied 1 files .*; 3 were in the bucket already; 0 failed\./);
    expect((await bucket.list()).filter((key) => key.endsWith("-file.pdf")).sort()).toEqual(["media/00-file.pdf", "media/01-file.pdf", "media/02-file.pdf", "media/03-file.pdf"]);
    const copied = createS3Storage(bucket.config);
    expect(await text(await copied.read("01-file.pdf"))).toBe("%PDF-1".repeat(100));
  });

  it("copies with the storage interface, file by file (a failure is counted, the rest go on)", async () => {
    const from = createLocalStorage(path.join(scratch, "partial"));
    await from.put("10-a.pdf", Buffer.from("%PDF-a"));
    await from.put("11-b.pdf", Buffer.from("%PDF-b"));
    const to = createLocalStorage(path.join(scratch, "partial-copy"));
    const failing: MediaStorage = { ...to, put: (key, body, info) => (key === "10-a.pdf" ? Promise.reject(new Error("refused")) : to.put(key, body, info)) };
    const summary = await copyMedia(from, failing);
    expect(summary).toMatchObject({ copied: 1, present: 0, failed: [{ key: "10-a.pdf", reason: "refused" }] });
  });

  it("needs S3_BUCKET, in one sentence", async () => {
    const result = await runBuiltServer(["media-to-s3"], { DATA_DIR: path.join(scratch, "copy") });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^S3_BUCKET is not set: set it .*\.$/);
  });
});

// Each case starts the built server (a minute on a loaded machine; the bucket is checked before
// the database is opened, so it is seconds when idle).
describe("a wrong S3 setting stops start-up with one sentence", { timeout: 120_000 }, () => {
  const start = (env: Record<string, string>) => runFailingServer({ DATA_DIR: path.join(scratch, `start-${Math.random()}`), DEMO_DATA: "false", ...env });

  it("a bucket that does not exist", async () => {
    const result = await start({ ...bucket.env, S3_BUCKET: "no-such-bucket" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/The S3 bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used \(it does not exist\): check S3_BUCKET, /);
  });

  it("an endpoint that does not answer", async () => {
    const result = await start({ ...bucket.env, S3_ENDPOINT: "http://127.0.0.1:9" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/The S3 bucket vitrine-test at http:\/\/127\.0\.0\.1:9 cannot be used \(.+\): check S3_BUCKET, /);
  });

  it("S3 settings without S3_BUCKET, a bad value, a key without its secret", async () => {
    expect((await start({ S3_ENDPOINT: "http://127.0.0.1:9" })).stderr).toMatch(/S3_ENDPOINT is set but S3_BUCKET is not: /);
    expect((await start({ ...bucket.env, S3_FORCE_PATH_STYLE: "yes" })).stderr).toMatch(/S3_FORCE_PATH_STYLE is not valid \(write it as true or false\)/);
    expect((await start({ ...bucket.env, S3_BUCKET: "Not_A_Bucket" })).stderr).toMatch(/S3_BUCKET is not valid \(write it as a bucket name/);
    const { AWS_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = bucket.env;
    expect((await start(withoutSecret)).stderr).toMatch(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/);
  });
});

// Backups with the files in a bucket: the snapshot reads them through the storage interface and
// the restore writes them back into (another) bucket, on the database the suite runs on.
describe("snapshots with S3 storage", () => {
  it("holds the bucket's files, and a restore writes them into a new bucket with the database", async () => {
    const [from, to] = [await startTestBucket("vitrine-snapshot"), await startTestBucket("vitrine-restored")];
    const handle = await createEmptyDatabase();
    const url = process.env.DATABASE_URL;
    const restoredName = `vitrine_restore_${randomBytes(6).toString("hex")}`;
    const admin = url ? new pg.Client({ connectionString: url }) : undefined;
    await admin?.connect();
    try {
      const source = createS3Storage(from.config);
      const keys = ["1a-snapshot.pdf", "1b-snapshot.webp", "1c-snapshot.png"];
      for (const key of keys) await source.put(key, Buffer.from(`bytes of ${key}`));

      const snapshot = await takeSnapshot(handle, source, path.join(scratch, "snapshots"));
      expect(snapshot.missing).toEqual([]);

      let databaseUrl: string | undefined;
      if (url) {
        await admin!.query(`CREATE DATABASE ${restoredName}`);
        const restoredUrl = new URL(url);
        restoredUrl.pathname = `/${restoredName}`;
        databaseUrl = restoredUrl.toString();
      }
      const target = createS3Storage(to.config);
      const report = await restoreSnapshot(path.join(scratch, "snapshots", snapshot.name), { dataDir: path.join(scratch, "restored"), databaseUrl, storage: target });
      expect(report.lost).toEqual([]);
      expect(await target.list()).toEqual(keys);
      for (const key of keys) expect((await target.get(key))!.toString()).toBe(`bytes of ${key}`);
    } finally {
      await handle.close();
      if (admin) {
        await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`).catch(() => {});
        await admin.end();
      }
      await from.stop();
      await to.stop();
    }
  }, 120_000);
});
