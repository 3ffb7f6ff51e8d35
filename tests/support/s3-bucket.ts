import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { createS3Client, type S3Config } from "~/media/s3-storage.server";

/** A real S3-compatible server (s3rver) on 127.0.0.1 and a free port, with one empty bucket. */
export interface TestBucket {
  config: S3Config;
  /** The S3_* and AWS_* variables a server needs to store its files there. */
  env: Record<string, string>;
  client: S3Client;
  /** Every object's key in the bucket (prefix included). */
  list: () => Promise<string[]>;
  /** Stops the server (the bucket then does not answer) and removes its files. */
  stop: () => Promise<void>;
}

export async function startTestBucket(bucket = "vitrine-test"): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver takes any signature made with its default key pair.
  const config: S3Config = { bucket, endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", forcePathStyle: true, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = createS3Client(config);
  let stopped = false;
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint!,
      S3_REGION: config.region!,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: config.accessKeyId!,
      AWS_SECRET_ACCESS_KEY: config.secretAccessKey!,
    },
    client,
    async list() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
