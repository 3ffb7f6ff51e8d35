import { parseSetCookie } from "cookie";
import { describe, expect, it } from "vitest";
import { readSessionToken, sessionCookie } from "~/auth/session-cookie.server";
import { readLangCookie } from "~/i18n/language.server";
import { quoteListCookie, readQuoteCookie } from "~/quotes/quote-cookie.server";
import { readListView } from "~/routes/public/products-view.server";
import { cookiesIn, readCookie } from "~/security/cookies.server";

const request = (cookie: string, url = "http://localhost/products") => new Request(url, { headers: { Cookie: cookie } });

// The cookies browsers already hold, as the hand-written code before the cookie package wrote
// them, must still read; a mangled header must never throw (a 500 on every page).
describe("cookies", () => {
  it("reads the values browsers already hold", () => {
    expect(readLangCookie(request("lang=fr"))).toBe("fr");
    // As the page's own script writes it, before React loads.
    expect(readLangCookie(request("theme=dark;lang=en"))).toBe("en");
    expect(readSessionToken(request("vitrine_session=AbC_-123456789012345678"), false)).toBe("AbC_-123456789012345678");
    expect(readSessionToken(request("__Host-vitrine_session=AbC_-123456789012345678"), true)).toBe("AbC_-123456789012345678");
    expect(readSessionToken(request("vitrine_session="), false)).toBeUndefined();
    expect(readQuoteCookie(request("quote=12%3A5%2C40%3A1")).lines).toEqual([
      { productId: 12, quantity: 5 },
      { productId: 40, quantity: 1 },
    ]);
    expect(readListView(request("list_view=table"))).toEqual({ view: "table" });
  });

  it("writes what it reads back", () => {
    const token = "AbC_-123456789012345678";
    expect(readSessionToken(request(sessionCookie(token, true).split(";")[0]!), true)).toBe(token);
    const quote = quoteListCookie([{ productId: 3, quantity: 4 }], false);
    expect(quote.split(";")[0]).toBe("quote=3%3A4");
    expect(readQuoteCookie(request(quote.split(";")[0]!)).lines).toEqual([{ productId: 3, quantity: 4 }]);
    expect(parseSetCookie(quoteListCookie([], true))).toEqual({ name: "quote", value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure: true });
    const chosen = readListView(request("list_view=cards", "https://shop.example/products?view=table"));
    expect(parseSetCookie(chosen.setCookie!)).toEqual({ name: "list_view", value: "table", maxAge: 31536000, path: "/", sameSite: "lax", secure: true });
  });

  it("never throws on a mangled header, and takes the first of two cookies of one name", () => {
    for (const header of ["lang=%E0%A4%A", "=; ;;=x; lang", "__proto__=1; constructor=2", "quote=%%%; list_view=%ZZ", "lang=fr; lang=en", "x".repeat(20_000)]) {
      expect(() => cookiesIn(header)).not.toThrow();
      expect(() => readQuoteCookie(request(header))).not.toThrow();
      expect(() => readListView(request(header))).not.toThrow();
    }
    expect(readCookie(request("lang=%E0%A4%A"), "lang")).toBe("%E0%A4%A");
    expect(readLangCookie(request("lang=%E0%A4%A"))).toBeUndefined();
    expect(readLangCookie(request("lang=fr; lang=en"))).toBe("fr");
    expect(readListView(request("list_view=%ZZ"))).toEqual({ view: "cards" });
    expect(readQuoteCookie(request("quote=%%%"))).toEqual({ lines: [], parts: [], draft: null });
    expect(readCookie(request("__proto__=1"), "constructor")).toBeUndefined();
  });
});
