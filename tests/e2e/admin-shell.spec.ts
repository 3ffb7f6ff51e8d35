import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

/** Counts the page's auth-status calls. */
function countStatusCalls(page: Page) {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith("/api/admin/auth-status")) seen.count++;
  });
  return seen;
}

test.describe("admin shell", () => {
  test("the status is fetched on mount, on focus and every 60 seconds", async ({ adminPage: page }) => {
    await page.clock.install();
    const calls = countStatusCalls(page);
    await page.goto("/admin");
    await expect.poll(() => calls.count).toBeGreaterThanOrEqual(1);
    await page.clock.pauseAt(Date.now() + 1000);
    // A call still under way absorbs a new trigger (one request at a time), so trigger until one
    // goes out: the count can only grow through focus here, then only through the timer.
    let before = calls.count;
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event("focus")));
        return calls.count;
      })
      .toBeGreaterThan(before);
    before = calls.count;
    await expect
      .poll(async () => {
        await page.clock.runFor(60_000);
        return calls.count;
      })
      .toBeGreaterThan(before);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test("a failing status call is tried again 3 times, then left until the next poll", async ({ page }) => {
      await page.clock.install();
      let calls = 0;
      await page.route("**/api/admin/auth-status", (route) => {
        calls++;
        return route.fulfill({ status: 503, body: "down" });
      });
      await page.goto("/admin/login");
      await page.clock.pauseAt(Date.now() + 500);
      // The page schedules each retry only once the failed answer has reached it, which takes
      // real time: advance the clock in small steps until the next call shows.
      for (const attempts of [1, 2, 3, 4]) {
        await expect
          .poll(
            async () => {
              if (calls < attempts) await page.clock.runFor(250);
              return calls;
            },
            { intervals: [50], timeout: 15_000 },
          )
          .toBe(attempts);
      }
      await page.clock.runFor(30_000);
      expect(calls).toBe(4);
    });
  });

  test("closing the page sends the logout beacon with the token; coming back at once keeps the session", async ({ adminPage: page }) => {
    const statusLoaded = page.waitForResponse((response) => response.url().endsWith("/api/admin/auth-status"));
    await page.goto("/admin");
    const { csrfToken } = await (await statusLoaded).json();
    // The event a closing tab fires, on a page that stays open long enough to watch the request.
    // The page may still be storing the status it just received: fire until the beacon leaves.
    const beacon = page.waitForRequest((request) => request.url().endsWith("/api/admin/logout"));
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/admin/logout"));
    let sent = false;
    void beacon.then(() => (sent = true));
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));
        return sent;
      })
      .toBe(true);
    const request = await beacon;
    expect(request.method()).toBe("POST");
    expect(new URLSearchParams(request.postData() ?? "")).toEqual(new URLSearchParams({ csrfToken, intent: "close" }));
    expect((await answered).status()).toBe(204);

    // A reload within the grace period finds the session; the audit log records the close.
    await page.goto("/admin/audit");
    await expect(page.getByTestId("audit-table").locator('tr[data-action="auth.page_closed"]').first()).toBeVisible();
  });

  test("switching the language reloads the shell in that language", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    await page.getByTestId("admin-lang-fr").click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { name: "Paramètres" })).toBeVisible();
    await page.getByTestId("admin-lang-en").click();
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  });

  test("the tabs lead to their screens; the task board has its own loading message", async ({ adminPage: page }) => {
    await page.goto("/admin");
    const tabs = page.getByRole("navigation", { name: "Administration sections" });
    await waitForHydration(tabs.getByRole("link", { name: "Add product" }));
    await tabs.getByRole("link", { name: "Add product" }).click();
    // The form's data (taxonomy, every attribute with its options, the families' sets) on a busy
    // machine: the full run's other worker imports CSV files meanwhile.
    await expect(page.getByRole("heading", { level: 1, name: "Add a product" })).toBeVisible({ timeout: 15_000 });
    await expect(tabs.getByRole("link", { name: "Add product" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByTestId("audit-table").locator('tr[data-action="auth.sign_in"]').first()).toBeVisible();
    await page.route("**/kanban.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await tabs.getByRole("link", { name: "Task board" }).click();
    await expect(page.getByTestId("loading-indicator")).toHaveText("Loading the task board...");
    await expect(page.getByRole("heading", { name: "Task board" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

test.describe("admin without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in and out are plain form posts", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("signed-in-as")).toContainText(`Signed in as ${E2E_ADMIN.username}`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
