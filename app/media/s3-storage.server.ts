import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { ConfigError } from "~/db/config-error";
import { assertStorageKey, type ByteRange, collectBytes, collectKeys, isStorageKey, type MediaStorage, StorageUnavailableError } from "./storage.server";

export interface S3Config {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Garage, Ceph, a cloud's); AWS itself without it. */
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
  /** Both or neither; without them the SDK's usual sources (instance role, ~/.aws) are used. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Every object sits under this prefix: the bucket mirrors DATA_DIR/media and may hold other things. */
export const S3_PREFIX = "media/";

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  avif: "image/avif",
  ico: "image/x-icon",
  pdf: "application/pdf",
};
const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || (error instanceof Error && (error.name === "NotFound" || error.name === "NoSuchKey"));

const where = (config: S3Config) => `${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region ?? "us-east-1",
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle ?? false,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all read the newer
    // trailing-checksum uploads, and a stream would otherwise be sent chunk-encoded.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that does not answer fails the request in seconds (a 503), not after minutes.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

/**
 * Files in an S3-compatible bucket, under `media/`. Bodies are streamed both ways (PutObject
 * with the length, GetObject's body piped out); any failure but "no such key" is a
 * StorageUnavailableError (a 503 for the request).
 */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): MediaStorage {
  const Bucket = config.bucket;
  const unavailable = (operation: string) => (error: unknown) => {
    throw new StorageUnavailableError(`${operation} in the bucket ${where(config)}`, error);
  };
  async function read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isStorageKey(key)) return null;
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: S3_PREFIX + key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      return unavailable(`read ${key}`)(error);
    }
  }
  async function* keys(): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: S3_PREFIX, ContinuationToken })).catch(unavailable("list the files"));
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(S3_PREFIX.length) ?? "";
        if (isStorageKey(key)) yield key;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return {
    kind: "s3",
    location: `s3://${config.bucket}/${S3_PREFIX}`,
    async put(key, body, info = {}) {
      assertStorageKey(key);
      const size = info.size ?? (body instanceof Readable ? undefined : body.byteLength);
      if (size === undefined) throw new Error("A stream is stored in S3 with its size.");
      await client
        .send(new PutObjectCommand({ Bucket, Key: S3_PREFIX + key, Body: body, ContentLength: size, ContentType: info.contentType ?? contentTypeOf(key) }))
        .catch(unavailable(`store ${key}`));
    },
    async stat(key) {
      if (!isStorageKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: S3_PREFIX + key }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? `"${key}"`, lastModified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(`read ${key}`)(error);
      }
    },
    read,
    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: S3_PREFIX + key })).catch(unavailable(`remove ${key}`));
    },
    keys,
    async get(key) {
      const body = await read(key);
      return body ? collectBytes(body).catch(unavailable(`read ${key}`)) : null;
    },
    list() {
      return collectKeys(keys());
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket })).catch(unavailable("be reached"));
    },
  };
}

/** At start-up: the bucket answers and lets us in, else one sentence naming what to check. */
export async function checkBucket(config: S3Config, client: S3Client): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = statusOf(error);
    const reason =
      status === 404
        ? "it does not exist"
        : status === 403 || status === 401
          ? "the credentials are refused"
          : `${(error as Error).name}: ${(error as Error).message}`;
    throw new ConfigError(
      `The S3 bucket ${where(config)} cannot be used (${reason}): check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`,
    );
  }
}
