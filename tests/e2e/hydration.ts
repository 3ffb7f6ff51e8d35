import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Waits until React has hydrated an element (its props are attached), so that a click reaches
 * the JavaScript handler rather than the plain-HTML fallback (a form post, a page load).
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
