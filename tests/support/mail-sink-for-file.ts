import { afterAll, beforeAll } from "vitest";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

/**
 * A real SMTP sink for one test file: started before the file's tests (before the hooks declared
 * after this call, so a server's `env` may read its `url`) and stopped after them. Its members are
 * read from the running sink, so use them inside hooks and tests only.
 */
export function smtpSinkForFile(): SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.stop());
  const running = () => {
    if (!sink) throw new Error("The SMTP sink starts in the file's beforeAll: read it inside hooks and tests.");
    return sink;
  };
  return {
    get url() {
      return running().url;
    },
    get messages() {
      return running().messages;
    },
    waitFor: (count) => running().waitFor(count),
    stop: () => running().stop(),
  };
}
