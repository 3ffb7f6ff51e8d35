import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./tests/e2e/admin-account";
import { MAIL_SINK } from "./tests/e2e/mail-sink-address";

const PORT = Number(process.env.E2E_PORT ?? 4317);
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Debian's Chromium (never `playwright install`); the built server on loopback with a fresh
// PGlite data directory and the demo catalogue.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  // A `*.site-wide.spec.ts` file changes a setting of the whole site (a language turned off): it
  // runs in its own project once the page tests, which share the one server, have finished.
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@mobile/, testIgnore: /\.site-wide\.spec\.ts$/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/, testIgnore: /\.site-wide\.spec\.ts$/ },
    {
      name: "site-wide",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /\.site-wide\.spec\.ts$/,
      dependencies: ["desktop", "mobile"],
    },
  ],
  webServer: [
    {
      command: "npx tsx tests/e2e/serve.ts",
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: "",
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Mail goes to the sink below, where a test can read what was sent.
        SMTP_URL: MAIL_SINK.smtpUrl,
        NOTIFY_EMAIL: "staff@vitrine.test",
      },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "npx tsx tests/e2e/mail-sink-server.ts",
      url: MAIL_SINK.messagesUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(PORT) },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
