import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// The in-memory cache of anonymous public pages: stored compressed with script hashes, keyed on
// the canonical URL, bypassed for sessions and quote lists, emptied by any admin write.
const { call, signIn } = serverForFile({ admin: { username: "cache-keeper", password: "a long enough password" } });

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const hashesOf = (response: Response) => [...(response.headers.get("content-security-policy") ?? "").matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
const sha256 = async (text: string) => `sha256-${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("base64")}`;

const hitOf = async (path: string, headers: Record<string, string> = {}) => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await call(path, { headers });
    if (response.headers.get("x-page-cache") === "hit") return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never came from the cache`);
};

describe("public page cache", () => {
  it("serves a stored page with its inline scripts allowed by hash, compressed as asked, with an ETag", async () => {
    const first = await call("/products?category=timers");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstNonce = nonceOf(first)!;
    const firstBody = await first.text();
    const second = await hitOf("/products?category=timers");
    const body = await second.text();
    expect(nonceOf(second)).toBeUndefined();
    expect(body).not.toContain(firstNonce);
    expect(body).toBe(firstBody.replaceAll(` nonce="${firstNonce}"`, "").replaceAll(firstNonce, ""));
    const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/src=/.test(m[1]!) && m[2]);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = hashesOf(second);
    for (const script of inline) expect(hashes).toContain(await sha256(script[2]!));
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);

    // A made-up parameter shares the entry; the encodings are stored ready.
    const junk = await call("/products?utm_source=mail&category=timers", { headers: { "Accept-Encoding": "br" } });
    expect(junk.headers.get("x-page-cache")).toBe("hit");
    expect(junk.headers.get("content-encoding")).toBe("br");
    const gz = await call("/products?category=timers", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const etag = gz.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+-gzip"$/);
    const again = await call("/products?category=timers", { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag, "Cache-Control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("keeps only the pages whose routes say so, keyed by the parameters they read", async () => {
    // Pages that declare cachedPage(...): a visitor's GET is looked up.
    for (const path of ["/", "/fr/about", "/blog?tag=relays", "/compare", "/fr/contact", "/privacy"]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-page-cache"), path).not.toBeNull();
      await response.arrayBuffer();
    }
    // Routes that declare nothing: the staff area, the quote list and its thank-you, personal links.
    for (const path of ["/quote", "/fr/quote?sent=Q-2026-0042", "/admin/login", "/kanban", "/textedit", "/newsletter/confirm?token=x", "/notices/unsubscribe?token=x"]) {
      const response = await call(path);
      expect(response.headers.get("x-page-cache"), path).toBeNull();
      await response.arrayBuffer();
    }
    // The blog reads `tag`, the product list does not: one entry for the list whatever its tag.
    await (await hitOf("/products?category=timers")).arrayBuffer();
    expect((await call("/products?category=timers&tag=relays")).headers.get("x-page-cache")).toBe("hit");
    await (await hitOf("/blog?tag=relays")).arrayBuffer();
    expect((await call("/blog?tag=sensors")).headers.get("x-page-cache")).toBe("miss");
  });

  it("is bypassed by a session or a quote list, and emptied by an admin write", async () => {
    const { cookie, status } = await signIn("198.51.100.80");
    expect((await call("/products", { headers: { Cookie: cookie } })).headers.get("x-page-cache")).toBeNull();
    expect((await call("/", { headers: { Cookie: "quote=%5B%5D" } })).headers.get("x-page-cache")).toBeNull();

    const list = (await (await call("/api/admin/products?q=RM22TG20", { headers: { Cookie: cookie } })).json()) as { items: { id: number }[] };
    const id = list.items[0]!.id;
    await (await call(`/fr/products/${id}`)).text();
    await (await hitOf(`/fr/products/${id}`)).text();
    const patched = await call(`/api/admin/products/${id}`, {
      method: "PATCH",
      headers: { Cookie: cookie, "X-CSRF-Token": status.csrfToken!, "Content-Type": "application/json" },
      body: JSON.stringify({ name: { en: "Phase relay", fr: "Relais de phase mis à jour" } }),
    });
    expect(patched.status).toBe(200);
    const after = await call(`/fr/products/${id}`);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("Relais de phase mis à jour");
  });

  it("never writes a made-up query parameter into a page others get from the cache (audit 31)", async () => {
    // The first visitor's made-up parameters once went into the language switcher's links and the
    // newsletter form's redirectTo of the one cached copy that everyone was then served.
    for (const page of ["/", "/about", "/blog"]) {
      const first = await call(`${page}?poison=made-up-31&utm_x=also-made-up`);
      expect(first.status, page).toBe(200);
      const firstBody = await first.text();
      const cached = await hitOf(page);
      for (const body of [firstBody, await cached.text()]) {
        expect(body, page).not.toContain("made-up-31");
        expect(body, page).not.toContain("also-made-up");
      }
    }
    // The parameters a page reads are kept: the switcher leads to the same search in French.
    const search = await (await call("/products?q=relay&poison=made-up-31")).text();
    expect(search).not.toContain("made-up-31");
    expect(search).toMatch(/href="\/fr\/products\?q=relay&amp;lang=fr"/);
    expect(search).toMatch(/name="redirectTo" value="\/products\?q=relay"/);
  });
});
