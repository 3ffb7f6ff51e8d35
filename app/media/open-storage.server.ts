import path from "node:path";
import type { Env } from "~/env.server";
import { checkBucket, createS3Client, createS3Storage, type S3Config } from "./s3-storage.server";
import { createLocalStorage, type MediaStorage } from "./storage.server";

type StorageEnv = Pick<
  Env,
  "DATA_DIR" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_FORCE_PATH_STYLE" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY"
>;

/** S3_BUCKET and its companions, or undefined when files stay in DATA_DIR/media. */
export function s3ConfigOf(env: StorageEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
  };
}

/** The local directory DATA_DIR/media. */
export const localMediaStorage = (env: Pick<Env, "DATA_DIR">) => createLocalStorage(path.resolve(env.DATA_DIR, "media"));

/**
 * The file store the environment asks for: the bucket when S3_BUCKET is set (checked now, so that
 * a wrong setting stops start-up with one sentence instead of failing requests), else DATA_DIR/media.
 */
export async function openMediaStorage(env: StorageEnv): Promise<MediaStorage> {
  const config = s3ConfigOf(env);
  if (!config) return localMediaStorage(env);
  const client = createS3Client(config);
  await checkBucket(config, client);
  return createS3Storage(config, client);
}
