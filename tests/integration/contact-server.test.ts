import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";
import { smtpSinkForFile } from "../support/mail-sink-for-file";

// The built server with SMTP_URL pointing at a real SMTP server on loopback: what a visitor's
// browser and an API client see, and what reaches the mailbox.
const sink = smtpSinkForFile();
const server = serverForFile({ env: () => ({ SMTP_URL: sink.url, NOTIFY_EMAIL: "sales-desk@vitrine.test" }) });

const valid = {
  name: "Karim Haddad",
  company: "Gulf Process Controls",
  email: "karim@gulfprocess.ae",
  country: "uae",
  productInterest: "sensors",
  message: "Please quote 12 inductive sensors M18, PNP, 8 mm.",
  privacyConsent: "on",
};

let address = 0;
/** Each test posts from its own address (the server trusts X-Forwarded-For from loopback). */
const newAddress = () => `203.0.113.${++address}`;

function postForm(pathname: string, fields: Record<string, string>, from = newAddress()) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": from },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function postJson(body: unknown, from = newAddress()) {
  return fetch(`${server.url}/api/inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": from },
    body: JSON.stringify(body),
  });
}

/** The id the next stored inquiry gets: ids are consecutive, so a gap would mean a stored refusal. */
async function nextId(): Promise<number> {
  const response = await postJson({ ...valid, privacyConsent: true });
  const { id } = (await response.json()) as { id: number };
  return id + 1;
}

describe("the contact form on the running server", () => {
  it("stores a JSON message and mails staff and the sender (in French)", async () => {
    const already = sink.messages.length;
    const response = await postJson({ ...valid, privacyConsent: true, locale: "fr" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; kind: string };
    expect(body).toMatchObject({ kind: "contact", id: expect.any(Number) });

    const mails = (await sink.waitFor(already + 2)).slice(already);
    const staff = mails.find((mail) => mail.to.includes("sales-desk@vitrine.test"));
    const ack = mails.find((mail) => mail.to.includes("karim@gulfprocess.ae"));
    expect(staff?.text).toContain("inductive sensors M18");
    expect(staff?.text).toContain(`no. ${body.id}`);
    expect(staff?.headers["reply-to"]).toContain("karim@gulfprocess.ae");
    expect(ack?.text).toContain("Merci pour votre message.");
    expect(ack?.text).toContain(`#${body.id}`);
    // The acknowledgement repeats nothing the visitor typed (issue 13).
    for (const typed of ["Karim", "Gulf Process", "inductive sensors", "Émirats"]) expect(ack?.text).not.toContain(typed);
  });

  it("accepts a form posted without JavaScript and says 'Message Sent'", async () => {
    const already = sink.messages.length;
    // Another address: one acknowledgement a day per address.
    const response = await postForm("/contact", { ...valid, email: "desk@gulfprocess.ae", kind: "contact", locale: "en", fax_number: "" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Message Sent");
    expect(html).toContain("Thank you for your message. We will get back to you soon.");
    const mails = await sink.waitFor(already + 2);
    expect(mails.slice(already).some((mail) => mail.headers.subject?.startsWith("We have received your message"))).toBe(true);
  });

  it("answers invalid fields with 400, the messages in place, the values kept and escaped", async () => {
    const script = `<script>alert("owned")</script>`;
    const response = await postForm("/fr/contact", { ...valid, name: "", email: "karim@", company: script, privacyConsent: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Ce champ est obligatoire");
    expect(html).toContain("Veuillez saisir une adresse e-mail valide");
    expect(html).toContain("Veuillez accepter la politique de confidentialité");
    expect(html).toContain('value="karim@"');
    expect(html).toContain("inductive sensors M18");
    expect(html).toContain("&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;");
    expect(html).not.toContain(script);
  });

  it("refuses the trap field, an oversized post and a header injection without storing anything", async () => {
    const first = await nextId();
    const trapped = await postForm("/contact", { ...valid, fax_number: "+1 555 0100" });
    expect(trapped.status).toBe(400);
    expect(await trapped.text()).toContain("Failed to send message: the form was not filled in as expected.");

    const huge = await postJson({ ...valid, message: "x".repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: "payload_too_large" } });

    const injected = await postJson({ ...valid, privacyConsent: true, email: "karim@gulfprocess.ae\r\nBcc: all@example.org" });
    expect(injected.status).toBe(400);
    expect(await injected.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Some fields need your attention: see the messages below each of them.",
        fields: { email: "Please enter a valid email address" },
      },
    });

    const long = await postJson({ ...valid, privacyConsent: true, message: "y".repeat(100 * 1024) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: { fields: { message: "Please use at most 5000 characters" } } });
    expect(await nextId()).toBe(first + 1);
  });

  it("limits posts per address with 429, Retry-After and a clear message in the page's language", async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++) expect((await postForm("/contact", { name: "" }, from)).status).toBe(400);
    const api = await postJson({ ...valid, privacyConsent: true }, from);
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await api.json()).toMatchObject({ error: { code: "rate_limited", message: expect.stringMatching(/too many messages/) } });

    const page = await postForm("/fr/contact", valid, from);
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain("Échec de l’envoi du message\u00a0: trop de messages ont été envoyés depuis votre réseau.");
    expect(html).toContain("inductive sensors M18");
    // Another address is not affected.
    expect((await postJson({ ...valid, privacyConsent: true })).status).toBe(201);
  });

  it("answers other methods on /api/inquiries with 405", async () => {
    const response = await fetch(`${server.url}/api/inquiries`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("the newsletter on the running server", () => {
  it("takes a sign-up with JSON, twice without error, as pending until the mailed link is confirmed", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.50" },
        body: JSON.stringify({ email: "buyer@example.ma", locale: "fr" }),
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ pending: true, message: "Presque fini\u00a0: nous vous avons envoyé un e-mail. Ouvrez son lien pour confirmer votre inscription." });
    }
  });

  it("sends a browser without JavaScript back to its page with the result, never elsewhere", async () => {
    const ok = await postForm("/api/newsletter", { email: "plant@example.ma", redirectTo: "/fr/products?q=relais&x=1" });
    expect(ok.status).toBe(303);
    // Back with the parameters the page reads, less any other (audit 31).
    expect(ok.headers.get("location")).toBe("/fr/products?q=relais&newsletter=pending#newsletter");
    const bad = await postForm("/api/newsletter", { email: "nope", redirectTo: "/contact" });
    expect(bad.headers.get("location")).toBe("/contact?newsletter=invalid#newsletter");
    const away = await postForm("/api/newsletter", { email: "plant@example.ma", redirectTo: "//evil.example" });
    expect(away.status).toBe(202);
    expect(away.headers.get("location")).toBeNull();
  });
});
