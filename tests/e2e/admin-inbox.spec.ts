import type { Page } from "@playwright/test";
import type { ReceivedMail } from "../support/smtp-sink";
import { formatStaffDate } from "../../app/admin/staff-time";
import { zoneOffsets } from "../../app/settings/zone-offsets.server";
import { ownAddress } from "./client-address";
import { csrfToken, expect, signIn, test } from "./fixtures";
import { MAIL_SINK } from "./mail-sink-address";

async function receivedMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(MAIL_SINK.messagesUrl)).json()) as ReceivedMail[];
}

/** The titles of a board column, top to bottom. */
const columnTitles = (page: Page, status: string) => page.getByTestId(`column-${status}`).getByTestId("task-card").locator("h3").allTextContents();

test("a contact message is read, answered by e-mail, made a task, and dragged to Completed", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await ownAddress(page, testInfo);
  const tag = `${testInfo.workerIndex}-${Date.now()}`;
  const email = `buyer-${tag}@client.example`;

  // A visitor writes from the public contact page.
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Full name").fill(`Youssef Bennani ${tag}`);
  await form.getByLabel("Company").fill("Atlas Automation");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Country").selectOption("morocco");
  await form.getByLabel("Product interest").selectOption("relays");
  await form.getByLabel("Message").fill("We need 40 monitoring relays for a pumping station.");
  await form.getByLabel(/I agree/).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-success")).toContainText("Message Sent");

  // It is in the inbox, unread (a word, not only a colour), and counted in the tabs.
  await signIn(page);
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
  const row = page.getByTestId("inbox-row");
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-unread", "true");
  await expect(row).toContainText("New");
  await expect(row).toContainText("Atlas Automation");
  await expect(row).toContainText("Relays");
  await expect(page.getByTestId("unread-count")).toContainText(/\d+ unread/);

  // Opening it marks it read (the page's POST; the GET itself changes nothing).
  const markedRead = page.waitForResponse((response) => response.request().method() === "POST" && /\/admin\/inquiries\/\d+/.test(response.url()));
  await row.getByRole("link").click();
  await expect(page.getByTestId("inquiry-fields")).toContainText("We need 40 monitoring relays for a pumping station.");
  await expect(page.getByTestId("inquiry-fields")).toContainText("Given");
  expect((await markedRead).status()).toBe(200);
  await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await page.getByRole("link", { name: /Back to the inbox/ }).click();
  await expect(page.getByTestId("inbox-row")).toHaveAttribute("data-unread", "false");
  await page.getByTestId("inbox-row").getByRole("link").click();

  // The reply reaches the SMTP server, with the subject prefilled.
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(/^Re: /);
  await page.getByRole("textbox", { name: "Message" }).fill(`Dear Youssef,\nour offer follows. ${tag}`);
  await page.getByRole("button", { name: "Send the reply" }).click();
  await expect(page.getByTestId("reply-result")).toContainText(`Reply sent to ${email}.`);
  await expect(page.getByTestId("replies")).toContainText(`our offer follows. ${tag}`);
  await expect.poll(async () => (await receivedMail()).find((m) => m.text.includes(`our offer follows. ${tag}`))?.to).toEqual([email]);

  // Made a task, linked both ways.
  await page.getByRole("button", { name: "Make a task" }).click();
  const linked = page.getByTestId("linked-tasks").getByRole("link");
  await expect(linked).toHaveCount(1);
  const title = (await linked.textContent())!;
  await linked.click();
  await expect(page).toHaveURL(/\/kanban#task-\d+$/);
  const card = page.getByTestId("task-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId("column-in_progress").getByTestId("task-card").filter({ hasText: title })).toHaveCount(1);
  await expect(card.getByRole("link", { name: /From inquiry/ })).toHaveAttribute("href", /\/admin\/inquiries\/\d+$/);

  // A real mouse drag to the top of Completed.
  const target = page.getByTestId("column-completed");
  const from = (await card.locator("h3").boundingBox())!;
  const to = (await target.getByRole("heading").boundingBox())!;
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/kanban"));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height + 4, { steps: 12 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect(target.getByTestId("task-card").first()).toContainText(title);
  const order = await columnTitles(page, "completed");

  await page.reload();
  await expect(page.getByTestId("column-completed").getByTestId("task-card").first()).toContainText(title);
  expect(await columnTitles(page, "completed")).toEqual(order);
});

test("a card moves by keyboard, with the move announced, and keeps its place after a reload", async ({ adminPage: page }, testInfo) => {
  const tag = `${testInfo.workerIndex}-${Date.now()}`;
  const csrf = await csrfToken(page);
  for (const name of ["first", "second"]) {
    const response = await page.request.post("/api/admin/tasks", {
      headers: { "X-CSRF-Token": csrf },
      data: { title: `Keyboard ${name} ${tag}`, status: "in_review" },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto("/kanban");
  const second = page.getByTestId("task-card").filter({ hasText: `Keyboard second ${tag}` });
  const mine = async () => (await columnTitles(page, "in_review")).filter((t) => t.endsWith(tag));
  expect(await mine()).toEqual([`Keyboard first ${tag}`, `Keyboard second ${tag}`]);

  await second.getByRole("button", { name: /^Move up/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("kanban-announcement")).toContainText(`“Keyboard second ${tag}” moved to In review`);
  await expect.poll(mine).toEqual([`Keyboard second ${tag}`, `Keyboard first ${tag}`]);
  // Focus stays on the card's move buttons, so moves can follow one another.
  await expect(second.getByRole("button", { name: /^Move down/ })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(second.getByRole("button", { name: /^Move to the previous column/ })).toBeFocused();
  await page.waitForLoadState("networkidle");

  await page.reload();
  await expect.poll(mine).toEqual([`Keyboard second ${tag}`, `Keyboard first ${tag}`]);
});

test("the inbox and the board in French", async ({ adminPage: page }) => {
  await page.goto("/admin/inquiries?lang=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demandes");
  await expect(page.getByRole("link", { name: "Exporter en CSV" })).toBeVisible();
  await expect(page.getByLabel("Pays")).toBeVisible();
  await page.goto("/kanban");
  await expect(page.getByRole("heading", { name: "Terminé" })).toBeVisible();
  await page.goto("/admin/inquiries?lang=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");
});

test.describe(() => {
  // The refused save is a 409 answer, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("a save based on a stale copy shows both versions, and 'save mine' then wins", async ({ adminPage: page }, testInfo) => {
    const tag = `${testInfo.workerIndex}-${Date.now()}`;
    const csrf = await csrfToken(page);
    const created = await page.request.post("/api/admin/tasks", { headers: { "X-CSRF-Token": csrf }, data: { title: `Shared ${tag}` } });
    const task = (await created.json()) as { id: number; version: number };
    await page.goto("/kanban");
    const card = page.locator(`#task-${task.id}`);
    await card.getByText("Edit").click();
    await card.getByRole("textbox", { name: "Title" }).fill(`Mine ${tag}`);

    // Meanwhile another administrator saves the same task.
    const other = await page.request.patch(`/api/admin/tasks/${task.id}`, {
      headers: { "X-CSRF-Token": csrf },
      data: { version: task.version, title: `Theirs ${tag}` },
    });
    expect(other.status()).toBe(200);

    await card.getByRole("button", { name: "Save" }).click();
    const conflict = page.getByTestId("task-conflict");
    await expect(conflict).toContainText("Another administrator changed this task");
    await expect(conflict.getByTestId("conflict-theirs")).toContainText(`Theirs ${tag}`);
    await expect(conflict.getByTestId("conflict-mine")).toContainText(`Mine ${tag}`);
    // Nothing overwritten: the board shows the other administrator's save.
    await expect(card.locator("h3")).toHaveText(`Theirs ${tag}`);

    await conflict.getByRole("button", { name: "Save mine over it" }).click();
    await expect(card.locator("h3")).toHaveText(`Mine ${tag}`);
    await page.reload();
    await expect(page.locator(`#task-${task.id} h3`)).toHaveText(`Mine ${tag}`);
  });
});

test("a request's time reads the same in the inbox and on its page, rendered by the server or by the browser", async ({ adminPage: page }, testInfo) => {
  const email = `time-${testInfo.workerIndex}-${Date.now()}@client.example`;
  const posted = await page.request.post("/api/inquiries", {
    data: { kind: "contact", name: "Salma Tazi", email, country: "morocco", message: "What time is it in Casablanca?", privacyConsent: true },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  const settings = (await (await page.request.get("/api/admin/settings")).json()) as { timeZone: string };

  // The server's render of the inbox.
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
  const listed = page.getByTestId("inbox-row").locator("time");
  const when = await listed.getAttribute("datetime");
  // What the server's time-zone data says for the company's zone (Node's, as the server's render).
  const expected = formatStaffDate(when!, zoneOffsets(settings.timeZone));
  await expect(listed).toHaveText(expected);

  // The browser's render of the request's page, reached by a click, then of the inbox.
  await page.getByTestId("inbox-row").getByRole("link").click();
  await page.waitForURL(`**/admin/inquiries/${id}**`);
  await expect(page.getByTestId("inquiry-fields").locator("time")).toHaveText(expected);
  await page.getByRole("link", { name: /Back to the inbox/ }).click();
  await expect(page.getByTestId("inbox-row").locator("time")).toHaveText(expected);

  // And the server's render of the request's page.
  await page.goto(`/admin/inquiries/${id}`);
  await expect(page.getByTestId("inquiry-fields").locator("time")).toHaveText(expected);
  expect((await page.request.delete(`/api/admin/inquiries/${id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } })).status()).toBe(204);
});
