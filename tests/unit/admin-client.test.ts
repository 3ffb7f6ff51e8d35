import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheCsrfToken, cachedCsrfToken, clearCsrfToken } from "~/admin/csrf-token";
import { HttpError, apiErrorOf, throwIfNotOk } from "~/admin/http-error";
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, dismissToast, getToasts, toast } from "~/admin/toast-store";

describe("throwIfNotOk (SPEC §8)", () => {
  it("throws `status: body text`, or the status text when the body is empty", async () => {
    await expect(throwIfNotOk(new Response("ok"))).resolves.toBeUndefined();
    await expect(throwIfNotOk(new Response("Boom", { status: 500 }))).rejects.toThrow(/^500: Boom$/);
    await expect(throwIfNotOk(new Response(null, { status: 503, statusText: "Service Unavailable" }))).rejects.toThrow(
      /^503: Service Unavailable$/,
    );
  });

  it("reads the server's message and fields out of an error body", () => {
    const body = JSON.stringify({ error: { code: "invalid_input", message: "Check", fields: { username: "Enter" } } });
    const error = new HttpError(400, body, "Bad Request");
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(`400: ${body}`);
    expect(apiErrorOf(error)).toEqual({ message: "Check", fields: { username: "Enter" } });
    expect(apiErrorOf(new HttpError(502, "<html>", "Bad Gateway"))).toEqual({});
    expect(apiErrorOf(new Error("x"))).toEqual({});
  });
});

describe("the anti-forgery token cache (SPEC §7)", () => {
  it("keeps the token until expiresAt", () => {
    cacheCsrfToken({ authenticated: true, csrfToken: "tok", expiresAt: 10_000 });
    expect(cachedCsrfToken(9_999)).toBe("tok");
    expect(cachedCsrfToken(10_000)).toBeUndefined();
    clearCsrfToken();
    expect(cachedCsrfToken(0)).toBeUndefined();
    cacheCsrfToken({ authenticated: false, csrfToken: null, expiresAt: null });
    expect(cachedCsrfToken(0)).toBeUndefined();
  });
});

describe("toasts (SPEC §2, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one at a time, 5000 ms by default; dismissal closes it, removal comes 1,000,000 ms later", () => {
    toast({ title: "Connexion réussie" });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: "Connexion réussie", open: true, variant: "default", duration: TOAST_DURATION_MS });
    expect(TOAST_DURATION_MS).toBe(5000);

    const second = toast({ title: "Échec de la connexion", description: "Identifiants incorrects.", variant: "destructive" });
    expect(getToasts().map((t) => t.title)).toEqual(["Échec de la connexion"]);

    second.dismiss();
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);

    toast({ title: "a" });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });
});
