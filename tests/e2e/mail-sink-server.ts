// Run by Playwright as a second web server (`tsx tests/e2e/mail-sink-server.ts`): the real SMTP
// sink the app under test sends to (SMTP_URL), and a read-only HTTP view of what it received.
import http from "node:http";
import { startSmtpSink } from "../support/smtp-sink";
import { MAIL_SINK } from "./mail-sink-address";

const sink = await startSmtpSink({ port: MAIL_SINK.smtpPort });
const server = http.createServer((request, response) => {
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify(request.url === "/messages" ? sink.messages : { status: "ok" }));
});
server.listen(MAIL_SINK.httpPort, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close();
    void sink.stop().then(() => process.exit(0));
  });
}
