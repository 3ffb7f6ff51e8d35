import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, products } from "~/db/schema";
import { bodyOrProblem, readBody } from "~/http/kit.server";
import { MAX_INQUIRY_BYTES, submitInquiry } from "~/inquiries/submit-inquiry.server";
import { memoryRateLimit } from "~/security/rate-limits.server";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const valid = {
  name: "Youssef Benali",
  company: "Atlas Automation SARL",
  email: "y.benali@atlas-automation.ma",
  phone: "+212 661 00 11 22",
  website: "www.atlas-automation.ma",
  country: "morocco",
  productInterest: "relays",
  message: "We need 40 plug-in relays 24 V DC with sockets for a packaging line.",
  privacyConsent: "on",
};

function request(body: BodyInit, type = "application/x-www-form-urlencoded") {
  return new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": type }, body });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function submit(body: Request, limit = 1000) {
  return submitInquiry(() => bodyOrProblem(readBody(body, MAX_INQUIRY_BYTES)), {
    db: handle.db,
    clientAddress: "192.0.2.10",
    locale: "en",
    limiter: memoryRateLimit({ limit, windowMs: 60_000 }),
    mailer: null,
  });
}

async function stored(): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(inquiries);
  return row!.n;
}

describe("posting a contact message", () => {
  it("stores a valid message with every field, in the language it was sent in", async () => {
    const outcome = await submit(request(form({ ...valid, locale: "fr" })));
    expect(outcome).toMatchObject({ status: "created", locale: "fr", kind: "contact" });
    if (outcome.status !== "created") return;
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, outcome.id));
    expect(row).toMatchObject({
      kind: "contact",
      name: valid.name,
      company: valid.company,
      email: valid.email,
      country: "morocco",
      productInterest: "relays",
      privacyConsent: true,
      locale: "fr",
      subject: "Message de contact de Youssef Benali",
      readAt: null,
    });
  });

  it("answers missing and invalid fields with the SPEC messages, keeps the values and stores nothing", async () => {
    const before = await stored();
    const outcome = await submit(request(form({ name: "", email: "not-an-address", message: "Hello", country: "" })));
    expect(outcome.status).toBe("invalid");
    if (outcome.status !== "invalid") return;
    expect(outcome.httpStatus).toBe(400);
    expect(outcome.fields).toMatchObject({
      name: "This field is required",
      email: "Please enter a valid email address",
      country: "This field is required",
      privacyConsent: "Please accept the privacy policy so that we can answer you",
    });
    expect(outcome.values).toMatchObject({ email: "not-an-address", message: "Hello" });
    expect(await stored()).toBe(before);
  });

  it("speaks French when the form does", async () => {
    const outcome = await submit(request(form({ locale: "fr", email: "x" })));
    expect(outcome.status === "invalid" && outcome.fields).toMatchObject({
      name: "Ce champ est obligatoire",
      email: "Veuillez saisir une adresse e-mail valide",
    });
  });

  it("refuses the message when consent is not given", async () => {
    const before = await stored();
    const { privacyConsent: _consent, ...rest } = valid;
    const outcome = await submit(request(form(rest)));
    expect(outcome.status === "invalid" && outcome.fields).toEqual({
      privacyConsent: "Please accept the privacy policy so that we can answer you",
    });
    expect(await stored()).toBe(before);
  });

  it("refuses a 100 KB message with a clear message and gives the text back whole", async () => {
    const before = await stored();
    const message = "Relay ".repeat(17_000).slice(0, 100_000);
    const outcome = await submit(request(form({ ...valid, message })));
    expect(outcome.status).toBe("invalid");
    if (outcome.status !== "invalid") return;
    expect(outcome.fields).toEqual({ message: "Please use at most 5000 characters" });
    expect(outcome.values.message).toHaveLength(100_000);
    expect(await stored()).toBe(before);
  });

  it("stores HTML and script as plain text", async () => {
    const script = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const outcome = await submit(request(form({ ...valid, company: script, message: `Hi ${script}` })));
    if (outcome.status !== "created") throw new Error(outcome.status);
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, outcome.id));
    expect(row!.company).toBe(script);
    expect(row!.message).toBe(`Hi ${script}`);
  });

  it("refuses line breaks in the e-mail address and flattens them in the name", async () => {
    const before = await stored();
    const injected = await submit(request(form({ ...valid, email: "a@example.com\r\nBcc: victim@example.org" })));
    expect(injected.status === "invalid" && injected.fields).toEqual({ email: "Please enter a valid email address" });
    expect(await stored()).toBe(before);

    const outcome = await submit(request(form({ ...valid, name: "Ann\r\nBcc: victim@example.org", subject: "Hi\nX-Evil: 1" })));
    if (outcome.status !== "created") throw new Error(outcome.status);
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, outcome.id));
    expect(row!.name).toBe("Ann Bcc: victim@example.org");
    expect(row!.subject).toBe("Hi X-Evil: 1");
  });

  it("refuses a filled trap field without storing anything", async () => {
    const before = await stored();
    const outcome = await submit(request(form({ ...valid, fax_number: "+1 555 0100" })));
    expect(outcome).toMatchObject({ status: "refused", httpStatus: 400, code: "spam_detected" });
    expect(outcome.status === "refused" && outcome.message).toMatch(/not filled in as expected/);
    expect(await stored()).toBe(before);
  });

  it("limits the posts per address with 429, a retry delay and the typed values kept", async () => {
    const limiter = memoryRateLimit({ limit: 2, windowMs: 600_000 });
    const post = () =>
      submitInquiry(() => bodyOrProblem(readBody(request(form(valid)), MAX_INQUIRY_BYTES)), { db: handle.db, clientAddress: "198.51.100.7", locale: "en", limiter, mailer: null });
    expect((await post()).status).toBe("created");
    expect((await post()).status).toBe("created");
    const before = await stored();
    const outcome = await post();
    expect(outcome).toMatchObject({ status: "refused", httpStatus: 429, code: "rate_limited", retryAfterSeconds: 600 });
    expect(outcome.status === "refused" && outcome.message).toMatch(/try again in 10 minutes/);
    expect(outcome.status === "refused" && outcome.values.message).toBe(valid.message);
    expect(await stored()).toBe(before);
  });

  it("refuses oversized, unreadable and unknown bodies", async () => {
    const before = await stored();
    expect(await submit(request(form({ ...valid, message: "x".repeat(300_000) })))).toMatchObject({ httpStatus: 413, code: "payload_too_large" });
    expect(await submit(request("{not json", "application/json"))).toMatchObject({ httpStatus: 400, code: "invalid_input" });
    expect(await submit(request("[1,2]", "application/json"))).toMatchObject({ httpStatus: 400, code: "invalid_input" });
    expect(await submit(request("hello", "text/plain"))).toMatchObject({ httpStatus: 415, code: "unsupported_media_type" });
    expect(await stored()).toBe(before);
  });
});

describe("posting a quote request", () => {
  it("stores the product, part number and items of a JSON request", async () => {
    const [product] = await handle.db.select({ id: products.id, partNumber: products.partNumber }).from(products).limit(1);
    const items = [{ productId: product!.id, partNumber: product!.partNumber, quantity: 25 }];
    const body = { ...valid, privacyConsent: true, kind: "quote", productId: product!.id, partNumber: product!.partNumber, items };
    const outcome = await submit(request(JSON.stringify(body), "application/json"));
    if (outcome.status !== "created") throw new Error(JSON.stringify(outcome));
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, outcome.id));
    expect(row).toMatchObject({ kind: "quote", productId: product!.id, partNumber: product!.partNumber, items });
    expect(row!.subject).toBe(`Quote request ${product!.partNumber} from ${valid.name}`);
  });

  it("keeps the part number but drops the link to a product that no longer exists", async () => {
    const body = { ...valid, kind: "quote", productId: 999_999, partNumber: "GONE-1" };
    const outcome = await submit(request(JSON.stringify(body), "application/json"));
    if (outcome.status !== "created") throw new Error(outcome.status);
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, outcome.id));
    expect(row).toMatchObject({ productId: null, partNumber: "GONE-1" });
  });

  it("refuses malformed item lists and unknown kinds", async () => {
    const bad = await submit(request(JSON.stringify({ ...valid, kind: "order", items: [{ partNumber: "", quantity: -1 }] }), "application/json"));
    expect(bad.status === "invalid" && Object.keys(bad.fields).sort()).toEqual(["items", "kind"]);
  });
});
