import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** One call the receiver got: its headers, raw body and path. */
export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` once listening: an endpoint's URL is this plus a path. */
  base: string;
  /** Every call received so far, in order. */
  received: ReceivedHook[];
}

/**
 * A real HTTP server on loopback standing for a webhook endpoint, for one test file: listening
 * before the file's tests, closed after them. It keeps every call and answers 200 "thanks".
 */
export function webhookReceiverForFile(): WebhookReceiver {
  let server: http.Server | undefined;
  const receiver: WebhookReceiver = { base: "", received: [] };
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        receiver.received.push({ headers: request.headers, body, path: request.url ?? "" });
        response.end("thanks");
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    receiver.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return receiver;
}
