import { ConfigError } from "~/db/config-error";
import { parseEnv } from "~/env.server";
import { copyMedia } from "~/media/copy-to-bucket.server";
import { localMediaStorage, openMediaStorage } from "~/media/open-storage.server";
import { complain, quietLogsForCli, say } from "./cli-output";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `node build/server/index.js media-to-s3` (`npm run media:to-s3`): copies DATA_DIR/media into
 * the bucket S3_BUCKET names (with the same variables the server reads), skipping what is
 * there already, then says what it did. Exits 0 when every file is in the bucket, 1 otherwise.
 * It may run while the server serves from the directory; switch the server to S3 afterwards
 * (and run it once more to catch files uploaded in between).
 */
export async function runMediaToS3(): Promise<never> {
  quietLogsForCli();
  try {
    const env = parseEnv();
    if (!env.S3_BUCKET) throw new ConfigError("S3_BUCKET is not set: set it (and S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY as needed) to the bucket to copy DATA_DIR/media into.");
    const from = localMediaStorage(env);
    const to = await openMediaStorage(env);
    say(`Copying ${from.location} to ${to.location}...`);
    const summary = await copyMedia(from, to, (_key, done) => {
      if (done % 500 === 0) say(`${done} files looked at...`);
    });
    for (const { key, reason } of summary.failed) complain(`${key} was not copied: ${reason}`);
    say(
      `Copied ${summary.copied} files (${megabytes(summary.copiedBytes)}); ${summary.present} were in the bucket already; ${summary.failed.length} failed.`,
    );
    process.exit(summary.failed.length ? 1 : 0);
  } catch (error) {
    if (error instanceof ConfigError) {
      complain(error.message);
      process.exit(1);
    }
    throw error;
  }
}
