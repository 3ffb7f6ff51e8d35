import { describe, expect, it } from "vitest";
import { type CallInit, errorOf, serverForFile } from "../support/server";
import { smtpSinkForFile } from "../support/mail-sink-for-file";
import { closedPort } from "../support/smtp-sink";

// The built server with SMTP_URL on a real SMTP server on loopback, as an operator runs it.
const sink = smtpSinkForFile();
const server = serverForFile({
  env: () => ({ DEMO_DATA: "false", SMTP_URL: sink.url, NOTIFY_EMAIL: "ventes@vitrine.test" }),
  storage: "empty",
  admin: { username: "boss", password: "correct horse battery" },
  signInFrom: "198.51.100.1",
});
const { call } = server;
let ipCounter = 1;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** A contact message or quote request through the public call, from its own client address. */
async function postInquiry(fields: Record<string, unknown>): Promise<number> {
  const response = await call("/api/inquiries", {
    method: "POST",
    ip: freshIp(),
    headers: { "Content-Type": "application/json" },
    json: {
      kind: "contact",
      name: "Amina El Idrissi",
      email: "amina@sud-energie.ma",
      country: "morocco",
      message: "Pouvez-vous nous proposer des relais ?",
      privacyConsent: true,
      ...fields,
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A call as the signed-in administrator (another session if given). */
const api = (path: string, init: CallInit = {}) => call(path, { session: server.session, ...init });

describe("the inbox calls (/api/admin/inquiries)", () => {
  it("refuses without a session (401; the pages go to the sign-in) and a change without the token (403)", async () => {
    for (const path of ["/api/admin/inquiries", "/api/admin/inquiries/1", "/api/admin/inquiries/export", "/api/admin/tasks"]) {
      const response = await call(path);
      expect(response.status, path).toBe(401);
      expect((await errorOf(response)).code).toBe("unauthenticated");
    }
    for (const path of ["/admin/inquiries", "/admin/inquiries/1", "/kanban"]) {
      const response = await call(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/login");
    }
    const id = await postInquiry({ subject: "Token test" });
    const patch = await api(`/api/admin/inquiries/${id}`, { method: "PATCH", json: { read: true }, csrf: false });
    expect(patch.status).toBe(403);
    expect((await errorOf(patch)).code).toBe("forbidden");
    const del = await api(`/api/admin/inquiries/${id}`, { method: "DELETE", csrf: false });
    expect(del.status).toBe(403);
    const reply = await api(`/api/admin/inquiries/${id}/replies`, { method: "POST", json: { subject: "Re", body: "x" }, csrf: false });
    expect(reply.status).toBe(403);
    const task = await api("/api/admin/tasks", { method: "POST", json: { title: "x" }, csrf: false });
    expect(task.status).toBe(403);
    // Nothing changed: still unread, no reply, no task.
    const detail = await (await api(`/api/admin/inquiries/${id}`)).json();
    expect(detail.inquiry.readAt).toBeNull();
    expect(detail.replies).toEqual([]);
    expect((await (await api("/api/admin/tasks")).json()).items).toEqual([]);
  });

  it("lists newest first with filters and a search that finds quote part numbers; unknown ids are 404", async () => {
    const contact = await postInquiry({ subject: "Relais de phase", company: "Sud Énergie", country: "morocco" });
    const quote = await postInquiry({
      kind: "quote",
      subject: "Devis",
      name: "Karim",
      email: "karim@gulf.example",
      country: "uae",
      items: [{ productId: null, partNumber: "XR-9000/B", quantity: 12 }],
    });
    const all = await (await api("/api/admin/inquiries")).json();
    expect(all.items[0].id).toBe(quote);
    expect(all.items.map((i: { id: number }) => i.id)).toContain(contact);

    const byPart = await (await api("/api/admin/inquiries?q=xr-9000")).json();
    expect(byPart.items.map((i: { id: number }) => i.id)).toEqual([quote]);
    const byKind = await (await api("/api/admin/inquiries?kind=quote&country=uae")).json();
    expect(byKind.items.map((i: { id: number }) => i.id)).toEqual([quote]);
    const byCompany = await (await api("/api/admin/inquiries?q=sud%20%C3%A9nergie&kind=contact")).json();
    expect(byCompany.items.map((i: { id: number }) => i.id)).toEqual([contact]);
    const future = await (await api("/api/admin/inquiries?from=2999-01-01")).json();
    expect(future.total).toBe(0);

    for (const path of ["/api/admin/inquiries/999999", "/api/admin/inquiries/abc"]) {
      const response = await api(path);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
    expect((await api("/api/admin/inquiries/999999", { method: "PATCH", json: { read: true } })).status).toBe(404);
    expect((await api("/api/admin/inquiries/999999", { method: "DELETE" })).status).toBe(404);
    const reply = await api("/api/admin/inquiries/999999/replies", { method: "POST", json: { subject: "Re", body: "Hi" } });
    expect(reply.status).toBe(404);
  });

  it("marks read and unread (PATCH), with the unread filter and the unread count following", async () => {
    const id = await postInquiry({ subject: "Read me" });
    const unreadBefore = (await (await api("/api/admin/inquiries?status=unread")).json()).total;
    const read = await api(`/api/admin/inquiries/${id}`, { method: "PATCH", json: { read: true } });
    expect(read.status).toBe(200);
    expect((await read.json()).readAt).not.toBeNull();
    expect((await (await api("/api/admin/inquiries?status=unread")).json()).total).toBe(unreadBefore - 1);
    const bad = await api(`/api/admin/inquiries/${id}`, { method: "PATCH", json: { read: "yes" } });
    expect(bad.status).toBe(400);
    const unread = await api(`/api/admin/inquiries/${id}`, { method: "PATCH", json: { read: false } });
    expect((await unread.json()).readAt).toBeNull();
    // The pages show the unread count in the tabs, computed by the server. Opening the message
    // (a GET) changes nothing, so a cross-site link cannot; the page marks it read by a POST.
    const unreadNow = (await (await api("/api/admin/inquiries?status=unread")).json()).total as number;
    const inbox = await (await api("/admin/inquiries")).text();
    expect(inbox).toContain(`data-testid="unread-count">${unreadNow}<`);
    const opened = await (await api(`/admin/inquiries/${id}`)).text();
    expect(opened).toContain(`data-testid="unread-count">${unreadNow}<`);
    expect(opened).toContain("Read me");
    expect((await (await api(`/api/admin/inquiries/${id}`)).json()).inquiry.readAt).toBeNull();
    const marked = await api(`/admin/inquiries/${id}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "read" }) });
    expect(marked.status).toBe(200);
    expect((await (await api(`/api/admin/inquiries/${id}`)).json()).inquiry.readAt).not.toBeNull();
    expect(await (await api(`/admin/inquiries/${id}`)).text()).toContain(`data-testid="unread-count">${unreadNow - 1}<`);
  });

  it("exports the filtered inbox as CSV: BOM, header, formula-guarded cells", async () => {
    const id = await postInquiry({ subject: "=HYPERLINK(\"http://evil\")", company: "CSV Corp" });
    const response = await api("/api/admin/inquiries/export?q=CSV%20Corp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toMatch(/^id,kind,reference,status,date,read,subject,name,company/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${id},contact,`));
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});

describe("replies by e-mail", () => {
  it("sends the reply to the sender through SMTP and records it", async () => {
    const id = await postInquiry({ subject: "Need relays", email: "buyer@client.example" });
    const before = sink.messages.length;
    const response = await api(`/api/admin/inquiries/${id}/replies`, {
      method: "POST",
      json: { subject: "Re: Need relays", body: "Bonjour,\nvoici notre offre." },
    });
    expect(response.status).toBe(201);
    const reply = await response.json();
    expect(reply.sentAt).not.toBeNull();
    expect(reply.error).toBeNull();
    // The acknowledgement and staff notification of the inquiry may arrive too; find the reply.
    await expect.poll(() => sink.messages.slice(before).find((m) => m.headers.subject === "Re: Need relays")).toBeTruthy();
    const mail = sink.messages.slice(before).find((m) => m.headers.subject === "Re: Need relays")!;
    expect(mail.to).toEqual(["buyer@client.example"]);
    expect(mail.text).toContain("voici notre offre.");
    const detail = await (await api(`/api/admin/inquiries/${id}`)).json();
    expect(detail.replies).toHaveLength(1);
  });

  it("refuses an empty reply with the field named (400), sending and recording nothing", async () => {
    const id = await postInquiry({ subject: "Empty reply" });
    const response = await api(`/api/admin/inquiries/${id}/replies`, { method: "POST", json: { subject: "Re", body: "  " } });
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(["body"]);
    expect((await (await api(`/api/admin/inquiries/${id}`)).json()).replies).toEqual([]);
  });

  it("when the SMTP server refuses: reply error with the reason, the attempt recorded, the inquiry intact", async () => {
    const id = await postInquiry({ subject: "Refused", message: "Keep this message" });
    await server.restart({ ...server.env, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const response = await api(`/api/admin/inquiries/${id}/replies`, {
      method: "POST",
      json: { subject: "Re: Refused", body: "A reply that must not be lost" },
    });
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body.error.code).toBe("reply_failed");
    expect(body.error.message).toMatch(/^The reply could not be sent: the mail server refused it \(.*ECONNREFUSED.*\)\.$/);
    expect(body.reply.sentAt).toBeNull();
    expect(body.reply.body).toBe("A reply that must not be lost");
    const detail = await (await api(`/api/admin/inquiries/${id}`)).json();
    expect(detail.inquiry.message).toBe("Keep this message");
    expect(detail.replies).toHaveLength(1);
    expect(detail.replies[0].error).toMatch(/^send_failed: /);

    // The page form, in French: the error in the page's language, the typed text kept in the form.
    const form = new URLSearchParams({ csrfToken: server.session.status.csrfToken!, intent: "reply", subject: "Re: Refused", body: "Texte gardé <b>" });
    const page = await call(`/admin/inquiries/${id}`, {
      method: "POST",
      headers: { Cookie: `${server.session.cookie}; lang=fr`, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    const html = await page.text();
    expect(html).toContain("La réponse n’a pas pu être envoyée\u00a0: le serveur de messagerie l’a refusée");
    expect(html).toContain("Texte gardé &lt;b&gt;</textarea>");
  }, 60_000);

  it("without SMTP_URL: reply error saying no mail server is configured, attempt recorded", async () => {
    const id = await postInquiry({ subject: "No SMTP" });
    const { SMTP_URL: _none, ...withoutSmtp } = server.env;
    await server.restart(withoutSmtp);
    const response = await api(`/api/admin/inquiries/${id}/replies`, { method: "POST", json: { subject: "Re: No SMTP", body: "Hello" } });
    expect(response.status).toBe(502);
    expect((await errorOf(response)).message).toBe("The reply could not be sent: no mail server is configured (set SMTP_URL).");
    const detail = await (await api(`/api/admin/inquiries/${id}`)).json();
    expect(detail.replies[0]).toMatchObject({ sentAt: null, body: "Hello" });
    expect(detail.replies[0].error).toMatch(/^not_configured/);

    // The screen offers the staff member's mail client instead, prefilled in the inquiry's language
    // (French here) whatever the screen's (English), and no send button.
    const written = await call("/api/inquiries", {
      method: "POST",
      ip: freshIp(),
      lang: "fr",
      json: { kind: "contact", name: "Amina", email: "amina@sud-energie.ma", country: "morocco", subject: "Relais 24 V", message: "Ligne un du message\nLigne deux du message", privacyConsent: true },
    });
    expect(written.status, await written.clone().text()).toBe(201);
    const frId = ((await written.json()) as { id: number }).id;
    const screen = await (await call(`/admin/inquiries/${frId}`, { headers: { Cookie: `${server.session.cookie}; lang=en` } })).text();
    expect(screen).toContain("Reply from my mail client");
    expect(screen).not.toContain('name="intent" value="reply"');
    const href = /data-testid="reply-mail-client">[\s\S]*?href="(mailto:[^"]+)"/.exec(screen.replace(/&amp;/g, "&"))?.[1];
    const url = new URL(href!);
    expect(url.pathname).toBe("amina@sud-energie.ma");
    expect(url.searchParams.get("subject")).toBe("Re: Relais 24 V");
    expect(url.searchParams.get("body")).toBe("Bonjour Amina,\n\n\n\nAmina a écrit\u00a0:\n> Ligne un du message\n> Ligne deux du message");
    await server.restart();
  }, 60_000);

  it("deletes an inquiry with its replies (tasks made from it stay)", async () => {
    const id = await postInquiry({ subject: "Delete me" });
    const task = await api("/api/admin/tasks", { method: "POST", json: { title: "Follow up", inquiryId: id } });
    expect(task.status).toBe(201);
    const taskId = (await task.json()).id;
    expect((await api(`/api/admin/inquiries/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await api(`/api/admin/inquiries/${id}`)).status).toBe(404);
    const tasks = (await (await api("/api/admin/tasks")).json()).items as Array<{ id: number; inquiryId: number | null }>;
    expect(tasks.find((t) => t.id === taskId)?.inquiryId).toBeNull();
    // Deleted from the inquiry screen (no JavaScript): the inbox's notice names the sender and,
    // for a quote request, its reference, in the staff member's language.
    const notice = async (inquiryId: number, lang: string) => {
      const deleted = await api(`/admin/inquiries/${inquiryId}`, { method: "POST", lang, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "delete" }) });
      expect(deleted.status).toBe(302);
      const html = await (await api(deleted.headers.get("location")!, { lang })).text();
      return /<p role="status"[^>]*>([^<]+)<\/p>/.exec(html)?.[1]?.replace(/&#x27;/g, "'");
    };
    const contact = await postInquiry({ subject: "Delete me too" });
    expect(await notice(contact, "en")).toBe(`Deleted: the message from “Amina El Idrissi” (no. ${contact}).`);
    const quote = await postInquiry({ kind: "quote", subject: "Devis à supprimer", items: [{ partNumber: "SR2B121BD", quantity: 2 }] });
    const reference = ((await (await api(`/api/admin/inquiries/${quote}`)).json()) as { inquiry: { reference: string } }).inquiry.reference;
    expect(reference).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(await notice(quote, "fr")).toBe(`Supprimée\u00a0: la demande de devis ${reference} de «\u00a0Amina El Idrissi\u00a0».`);
    // A forged notice shows nothing but the number.
    const forged = await (await api("/admin/inquiries?deleted=12&reference=<b>x</b>", { lang: "en" })).text();
    expect(/<p role="status"[^>]*>([^<]+)<\/p>/.exec(forged)?.[1]).toBe("Inquiry #12 deleted.");

    // Every write of this file is in the audit log.
    const audit = await (await api("/admin/audit")).text();
    for (const action of ["inquiry.mark_read", "inquiry.mark_unread", "inquiry.reply", "inquiry.reply_failed", "inquiry.delete", "task.create"]) {
      expect(audit).toContain(`data-action="${action}"`);
    }
  });
});
