import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { getMessages } from "~/i18n/messages.server";
import { articleInputSchema } from "~/news/article-input";
import { saveArticle } from "~/news/articles.server";
import { buildArticleFeed } from "~/news/feed.server";
import { createTestAdmin } from "../support/admin";
import { createTestDatabase } from "../support/database";
import { errorOf, serverForFile } from "../support/server";
import { smtpSinkForFile } from "../support/mail-sink-for-file";
import { rawRequest } from "./raw-http";

// Issue 31's findings (the third audit) replayed against the built server (`npm run build` first)
// on its own database, with a real SMTP sink.
const sink = smtpSinkForFile();
const server = serverForFile({
  // No demo catalogue: nothing here needs it, and the server starts sooner.
  env: () => ({ SMTP_URL: sink.url, NOTIFY_EMAIL: "ventes@vitrine.test", DEMO_DATA: "false" }),
  storage: "empty",
  admin: { username: "auditor", password: "a long and correct password" },
  signInFrom: "198.51.100.231",
});
const { call } = server;
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
/** The server's log lines at error level (pino: 50) or worse. */
const errorLines = () =>
  server
    .output()
    .split("\n")
    .filter((line) => /"level":(5|6)\d/.test(line));

describe("a Host header that is not one host (finding 3)", () => {
  const hosts = ["attacker.example, 127.0.0.1", "127.0.0.1 attacker.example", "127.0.0.1/evil", "user@127.0.0.1", "127.0.0.1:80:80"];
  it.each(hosts)("Host: %j is answered 400, not cached, without a stack trace", async (host) => {
    const before = errorLines().length;
    for (const path of ["/", "/products", "/api/products", "/admin/login", "/blog/feed.xml"]) {
      const response = await rawRequest(server.url, { path, headers: { Host: host } });
      expect(response.status, path).toBe(400);
      expect(response.headers["cache-control"], path).toBe("no-store");
    }
    // X-Forwarded-Host from the trusted (loopback) proxy is held to the same rule.
    const forwarded = await rawRequest(server.url, { path: "/", headers: { "X-Forwarded-Host": "a b" } });
    expect(forwarded.status).toBe(400);
    expect(errorLines().slice(before)).toEqual([]);
  });

  it("still serves one host, a port, an address and IPv6 as before", async () => {
    for (const host of ["attacker.example", "localhost:3000", "127.0.0.1", "[::1]:8080"]) {
      expect((await rawRequest(server.url, { path: "/", headers: { Host: host } })).status, host).toBe(200);
    }
  });
});

describe("control characters in articles (finding 4)", () => {
  const article = (over: Record<string, unknown>) => ({
    title: { en: "Relay sockets", fr: "Embases de relais" },
    summary: { en: "Which socket for which relay.", fr: "Quelle embase pour quel relais." },
    body: { en: "Text.", fr: "Texte." },
    author: "Staff",
    status: "published",
    ...over,
  });
  const cases: Array<[string, Record<string, unknown>]> = [
    ["title.en", { title: { en: "Relay\u0001 sockets", fr: "Embases de relais" } }],
    ["summary.fr", { summary: { en: "Which socket.", fr: "Quelle\u001b embase." } }],
    ["author", { author: "Sta\u0007ff" }],
    ["body.en", { body: { en: "Text\u000b.", fr: "Texte." } }],
  ];
  it.each(cases)("refuses one in %s with 400 naming the field, in both languages", async (field, over) => {
    for (const [lang, message] of [
      ["en", "Remove the control characters (invisible characters such as NUL or Escape) from this text."],
      ["fr", "Retirez de ce texte les caractères de contrôle (caractères invisibles comme NUL ou Échap)."],
    ] as const) {
      const response = await call("/api/admin/articles", { method: "POST", session: server.session, lang, json: article(over) });
      expect(response.status, lang).toBe(400);
      expect((await errorOf(response)).fields, lang).toEqual({ [field]: message });
    }
  });

  it("keeps tabs and line breaks in the body", async () => {
    const response = await call("/api/admin/articles", { method: "POST", session: server.session, json: article({ body: { en: "Line\r\n\tindented.", fr: "Texte." }, status: "draft" }) });
    expect(response.status).toBe(201);
  });

  describe("an article stored before the form refused them", () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createTestDatabase();
    });
    afterAll(() => handle?.close());

    it("leaves both RSS feeds valid XML: the characters are dropped", async () => {
      // Written as an earlier version of the form stored it: the schema's checks left out.
      const input = articleInputSchema.parse(article({}));
      const stored = await saveArticle(
        handle.db,
        null,
        { ...input, title: { en: "Relay\u0001 sockets\u0008", fr: "Embases\u001f de relais", ar: "" }, summary: { en: "Which\u000c socket.", fr: "Quelle\u001b embase\ufffe.", ar: "" }, author: "Sta\u0007ff" },
        { id: (await createTestAdmin(handle.db)).id, name: "auditor", ip: "198.51.100.231" },
      );
      expect(stored.ok).toBe(true);
      for (const locale of ["en", "fr"] as const) {
        const xml = await buildArticleFeed(handle.db, { origin: "https://www.vitrine.test", locale, messages: await getMessages(handle.db, locale), site: "Vitrine" });
        // The characters XML 1.0 does not allow, anywhere in the document.
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        expect(xml, locale).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
        expect(xml, locale).toContain(locale === "en" ? "<title>Relay sockets</title>" : "<title>Embases de relais</title>");
        expect(xml, locale).toContain("<dc:creator>Staff</dc:creator>");
      }
    });
  });
});

describe("a confirmation link mailed before an unsubscribe (finding 5)", () => {
  const form = (token: string) => ({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }) });
  /** The page's answer (the messages of the whole page travel in its hydration data). */
  const statusOf = async (response: Response) => /data-testid="newsletter-link-status">([^<]*)</.exec(await response.text())?.[1];
  const linkOf = (text: string, kind: "confirm" | "unsubscribe") => new URL(new RegExp(`https?://\\S+/newsletter/${kind}\\?token=\\S+`).exec(text)![0]);

  it("subscribes nobody once the address has unsubscribed, even after signing up again", async () => {
    const address = "leaver@example.org";
    const signUp = await call("/api/newsletter", { method: "POST", ip: freshIp(), json: { email: address, locale: "en" } });
    expect(signUp.status).toBe(202);
    const mail = (await sink.waitFor(1)).find((message) => message.to.includes(address))!;
    const confirm = linkOf(mail.text, "confirm");
    const leave = linkOf(mail.text, "unsubscribe");

    const confirmed = await call(confirm.pathname, form(confirm.searchParams.get("token")!));
    expect(await statusOf(confirmed)).toBe("Thank you: your subscription is confirmed.");
    const gone = await call(leave.pathname, form(leave.searchParams.get("token")!));
    expect(await statusOf(gone)).toBe("You are unsubscribed: you will receive no more newsletters.");

    // The old link, opened or posted again within its week, subscribes nobody.
    const opened = await call(`${confirm.pathname}${confirm.search}`);
    expect(await opened.text()).not.toContain('data-testid="newsletter-link-submit"');
    const expired = "This confirmation link has expired. Sign up again to receive a new one.";
    expect(await statusOf(await call(confirm.pathname, form(confirm.searchParams.get("token")!)))).toBe(expired);

    // Signed up again (pending: today's mail to the address was sent), the old link still does nothing.
    expect((await call("/api/newsletter", { method: "POST", ip: freshIp(), json: { email: address, locale: "en" } })).status).toBe(202);
    expect(await statusOf(await call(confirm.pathname, form(confirm.searchParams.get("token")!)))).toBe(expired);
  });
});

describe("empty filter parameters (finding 15)", () => {
  it("sends a list URL with blank fields, as a GET form without JavaScript sends it, to the URL without them", async () => {
    const response = await call("/products?category=relays&spec.coil_voltage.min=&spec.coil_voltage.max=&manufacturer=&q=", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/products?category=relays");
    const french = await call("/fr/products?spec.coil_voltage.min=&view=", { redirect: "manual" });
    expect(french.headers.get("location")).toBe("/fr/products");
    // The clean URL is the page, and it is cached.
    const page = await call("/products?category=relays");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control") ?? "").not.toContain("no-store");
  });
});

describe("the log", () => {
  it("holds nothing at error level for any of the above", () => {
    expect(errorLines()).toEqual([]);
  });
});
