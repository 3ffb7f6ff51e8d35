import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { translationOverrides } from "~/db/schema";
import { getMessages, invalidateMessages } from "~/i18n/messages.server";
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
