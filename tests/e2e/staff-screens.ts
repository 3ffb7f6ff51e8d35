import type { Page } from "@playwright/test";
import { csrfToken, expect, test } from "./fixtures";

/** Every staff screen, with placeholders for the records it shows (adminPath). */
export const adminScreens = [
  "/admin",
  "/admin/products/new",
  "/admin/products/{product}/edit",
  "/admin/products/csv",
  "/admin/categories",
  "/admin/categories/{category}",
  "/admin/subcategories/{subcategory}",
  "/admin/applications",
  "/admin/applications/{application}",
  "/admin/inquiries?q={inquiry-email}",
  "/admin/inquiries/{inquiry}",
  "/kanban",
  "/admin/translations",
  "/admin/settings",
  "/admin/settings/stock-locations",
  "/admin/audit",
  "/admin/search-log",
  "/admin/news",
  "/admin/news/{article}",
  "/admin/news/new",
  "/admin/backups",
  "/admin/api-keys",
  "/admin/webhooks",
  "/admin/media",
  "/admin/notices",
  "/textedit",
  "/fr/textedit",
];

/** The id of the first item a list call gives. */
async function firstId(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { items: { id: number }[] }).items[0]!.id;
}

/** An unread contact message with a company, and a task made from it: the inbox's and board's rows. */
export async function withInquiry(page: Page, run: (inquiry: { id: number; email: string }) => Promise<void>) {
  const email = `axe-${test.info().workerIndex}-${Date.now()}@client.example`;
  const posted = await page.request.post("/api/inquiries", {
    data: { kind: "contact", name: "Nadia Alaoui", company: "Atlas Pompes", email, country: "morocco", message: "Relays for a pumping station.", privacyConsent: true },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  const headers = { "X-CSRF-Token": await csrfToken(page) };
  const task = await page.request.post("/api/admin/tasks", { headers, data: { title: "Answer Nadia Alaoui", inquiryId: id } });
  expect(task.status()).toBe(201);
  const taskId = ((await task.json()) as { id: number }).id;
  try {
    await run({ id, email });
  } finally {
    await page.request.delete(`/api/admin/tasks/${taskId}`, { headers });
    await page.request.delete(`/api/admin/inquiries/${id}`, { headers });
  }
}

export async function adminPath(page: Page, path: string, inquiry: { id: number; email: string }): Promise<string> {
  const ids: Record<string, () => Promise<number | string>> = {
    product: () => firstId(page, "/api/products?limit=1"),
    category: () => firstId(page, "/api/admin/categories"),
    subcategory: () => firstId(page, "/api/admin/subcategories"),
    application: () => firstId(page, "/api/admin/applications"),
    article: () => firstId(page, "/api/admin/articles"),
    inquiry: async () => inquiry.id,
    "inquiry-email": async () => encodeURIComponent(inquiry.email),
  };
  const name = /\{([a-z-]+)\}/.exec(path)?.[1];
  return name ? path.replace(`{${name}}`, String(await ids[name]!())) : path;
}

/** Waits for what the screen shows of the test's request (its unread row, its task). */
export async function screenReady(page: Page, screen: string): Promise<void> {
  if (screen.includes("inquiry-email")) await expect(page.getByTestId("inbox-row")).toHaveAttribute("data-unread", "true");
  if (screen === "/kanban") await expect(page.getByTestId("task-card").first()).toBeVisible();
}
