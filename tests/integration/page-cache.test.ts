import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// The in-memory cache of anonymous public pages: served again with a fresh nonce, bypassed for
// sessions and quote lists, emptied by any admin write.
const { call, signIn } = serverForFile({ admin: { username: "cache-keeper", password: "a long enough password" } });

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("public page cache", () => {
  it("serves a page again from memory, with this response's own nonce", async () => {
    const first = await call("/products?category=timers");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstBody = await first.text();
    const second = await call("/products?category=timers");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const body = await second.text();
    const nonce = nonceOf(second)!;
    expect(nonce).not.toBe(nonceOf(first));
    expect(body).toContain(`nonce="${nonce}"`);
    expect(body).not.toContain(nonceOf(first)!);
    expect(body.replaceAll(nonce, "N")).toBe(firstBody.replaceAll(nonceOf(first)!, "N"));
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("is bypassed by a session or a quote list, and emptied by an admin write", async () => {
    const { cookie, status } = await signIn("198.51.100.80");
    expect((await call("/products", { headers: { Cookie: cookie } })).headers.get("x-page-cache")).toBeNull();
    expect((await call("/", { headers: { Cookie: "quote=%5B%5D" } })).headers.get("x-page-cache")).toBeNull();

    const list = (await (await call("/api/admin/products?q=RM22TG20", { headers: { Cookie: cookie } })).json()) as { items: { id: number }[] };
    const id = list.items[0]!.id;
    await (await call(`/fr/products/${id}`)).text();
    expect((await call(`/fr/products/${id}`)).headers.get("x-page-cache")).toBe("hit");
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
});
