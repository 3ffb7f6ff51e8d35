import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header names lower-cased, folded lines joined, encoded words decoded. */
  headers: Record<string, string>;
  /** The decoded plain-text body. */
  text: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived (the test's own timeout bounds the wait). */
  waitFor(count: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_all, kind: string, data: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(data.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
  );
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8")
        : body;
  return { from, to, raw, headers, text: text.replace(/\r\n/g, "\n") };
}

/** A real SMTP server on loopback that keeps every message it receives (on `port`, or a free one). */
export async function startSmtpSink({ port: wanted = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ count: number; resolve: (all: ReceivedMail[]) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push(parse(Buffer.concat(chunks).toString("utf8"), from, session.envelope.rcptTo.map((r) => r.address)));
        for (const waiter of [...waiters]) {
          if (messages.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve([...messages]);
          }
        }
        callback();
      });
    },
  });
  // A client that goes away mid-session (the server under test being stopped) resets its
  // connection: that is the client's business, not an error of the test.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (count) =>
      messages.length >= count ? Promise.resolve([...messages]) : new Promise((resolve) => waiters.push({ count, resolve })),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening: connections are refused at once. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
