import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { translationOverrides } from "~/db/schema";
import { getMessages, getPackedMessages, getPageTexts, invalidateMessages } from "~/i18n/messages.server";
import { unpackMessages } from "~/i18n/translate";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  invalidateMessages();
});
afterAll(() => handle.close());

describe("getMessages", () => {
  it("adds taxonomy names from the catalogue in each language", async () => {
    const en = await getMessages(handle.db, "en");
    const fr = await getMessages(handle.db, "fr");
    expect(en["categories.timers.name"]).toBeTruthy();
    expect(fr["categories.timers.name"]).toBeTruthy();
    expect(fr["categories.solid-state-relays.name"]).not.toBe(en["categories.solid-state-relays.name"]);
    expect(fr["common.loading"]).toBe("Chargement...");
  });

  it("lets database overrides win, once the cache is invalidated", async () => {
    await handle.db.insert(translationOverrides).values({ locale: "fr", key: "nav.products", value: "Nos produits" });
    expect((await getMessages(handle.db, "fr"))["nav.products"]).toBe("Produits");
    invalidateMessages();
    expect((await getMessages(handle.db, "fr"))["nav.products"]).toBe("Nos produits");
    expect((await getMessages(handle.db, "en"))["nav.products"]).toBe("Products");
  });
});

describe("shared messages and page texts (decision 041)", () => {
  it("the public messages leave out staff strings and page texts; a page gets its own, overrides included", async () => {
    await handle.db.insert(translationOverrides).values({ locale: "fr", key: "legal.privacy.sections.controller.title", value: "Qui traite vos données" });
    invalidateMessages();
    const shared = unpackMessages(await getPackedMessages(handle.db, "fr", "public"));
    expect(shared["nav.products"]).toBe("Nos produits");
    expect(shared["categories.timers.name"]).toBeTruthy();
    expect(Object.keys(shared).filter((key) => /^(admin|legal|about|faq|mail)\./.test(key))).toEqual([]);

    const privacy = unpackMessages(await getPageTexts(handle.db, "fr", ["legal.privacy"]));
    expect(privacy["legal.privacy.sections.controller.title"]).toBe("Qui traite vos données");
    expect(Object.keys(privacy).length).toBeGreaterThan(10);
    expect(Object.keys(privacy).every((key) => key.startsWith("legal.privacy."))).toBe(true);
    const both = unpackMessages(await getPageTexts(handle.db, "fr", ["aerospacePage", "cataloguesPage"]));
    expect(new Set(Object.keys(both).map((key) => key.split(".")[0]))).toEqual(new Set(["aerospacePage", "cataloguesPage"]));

    const all = unpackMessages(await getPackedMessages(handle.db, "fr", "all"));
    expect(all["legal.privacy.sections.controller.title"]).toBe("Qui traite vos données");
    expect(Object.keys(all).some((key) => key.startsWith("admin."))).toBe(true);
  });

  it("unpacks a packed text once", async () => {
    const packed = await getPackedMessages(handle.db, "en", "public");
    expect(unpackMessages(packed)).toBe(unpackMessages(packed));
    expect(unpackMessages(packed)["nav.products"]).toBe("Products");
  });
});
