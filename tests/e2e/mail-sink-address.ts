// The browser tests' SMTP sink, beside the server under test: ports derived from E2E_PORT, so that
// several checkouts can run their browser tests at once (or given, on a machine that hands out a
// narrow range of ports: E2E_SMTP_PORT, E2E_MAIL_HTTP_PORT).
const base = Number(process.env.E2E_PORT ?? 4317);

export const MAIL_SINK = {
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? base + 1000),
  httpPort: Number(process.env.E2E_MAIL_HTTP_PORT ?? base + 2000),
  get smtpUrl() {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  },
  /** GET: every message received so far, as JSON (tests/support/smtp-sink.ts ReceivedMail). */
  get messagesUrl() {
    return `http://127.0.0.1:${this.httpPort}/messages`;
  },
};
