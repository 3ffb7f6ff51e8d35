import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { builtServerEnv, spawnBuiltServer } from "../support/built-server";
import { E2E_ADMIN } from "./admin-account";
import { expect, test } from "./fixtures";

// The webhook screens in a real browser: an administrator registers an endpoint on a loopback
// receiver, a quote request makes a delivery, the receiver's 500 shows as a failed attempt, and
// Resend delivers it. Plain http to loopback is allowed only outside production, so this file
// starts a built server of its own (NODE_ENV=test) beside the browser tests' production one.
test.describe.configure({ mode: "serial", timeout: 300_000 });

let server: ChildProcess | undefined;
let base = "";
let receiver: http.Server;
let hookUrl = "";
const received: Array<{ id: string; body: string }> = [];
let answer = 500;
const dataDir = path.resolve(".tmp", `e2e-webhooks-${process.pid}`);

test.beforeAll(async () => {
  // The server seeds its demo catalogue first: minutes on a loaded machine.
  test.setTimeout(300_000);
  receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ id: String(request.headers["webhook-id"]), body });
      response.statusCode = answer;
      response.end(answer === 200 ? "thanks" : "down for maintenance");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/erp-hook`;

  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawnBuiltServer([], {
    stdio: ["ignore", "pipe", "pipe"],
    env: builtServerEnv({
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "test",
      WEBHOOK_INTERVAL_SECONDS: "0.2",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    }),
  });
  server = child;
  base = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The webhook test's server did not start:\n${output}`)), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving http:\/\/[^\s]+?:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`The webhook test's server exited (${code}):\n${output}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await new Promise((resolve) => receiver.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("an administrator registers an endpoint, sees a failed delivery and resends it", async ({ page }) => {
  const signedIn = await page.request.post(`${base}/api/admin/login`, { data: E2E_ADMIN });
  expect(signedIn.status()).toBe(200);

  await page.goto(`${base}/admin/webhooks`);
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Address (URL)").fill(hookUrl);
  await page.getByLabel("inquiry.created").check();
  await page.getByRole("button", { name: "Add the endpoint" }).click();
  await expect(page.getByText("Copy the signing secret now")).toBeVisible({ timeout: 15_000 });

  // A quote request from the public site: one inquiry.created delivery, which the receiver refuses.
  const inquiry = await page.request.post(`${base}/api/inquiries`, {
    data: { kind: "contact", name: "Youssef Benali", company: "Atlas Pompes", email: "youssef@atlas-pompes.example", country: "morocco", message: "Relays for a pumping station.", privacyConsent: true },
  });
  expect(inquiry.status()).toBe(201);
  await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);

  await page.goto(`${base}/admin/webhooks`);
  await page.getByRole("link", { name: /delivered, .* waiting, .* failed/ }).click();
  const row = page.getByTestId("delivery-row").first();
  await expect(row).toContainText("inquiry.created", { timeout: 15_000 });
  await expect(row).toContainText("Failed, retrying");
  await expect(row).toContainText("500");

  // The receiver is back: Resend delivers the same event at once.
  answer = 200;
  await row.getByRole("button", { name: "Resend" }).click();
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId("delivery-row").first().textContent();
      },
      { timeout: 30_000 },
    )
    .toContain("Delivered");
  await expect(page.getByTestId("delivery-row").first()).toContainText("200");
  const ids = new Set(received.map((r) => r.id));
  expect(ids.size).toBe(1);
  expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ type: "inquiry.created" });
});
