import { createHash } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";

/**
 * Gives the test its own client address: the server counts posts per address (and trusts
 * X-Forwarded-For from loopback), so tests never share a rate-limit allowance.
 */
export async function ownAddress(page: Page, testInfo: TestInfo): Promise<string> {
  const digest = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}:${testInfo.project.name}`).digest();
  const address = `10.${digest[0]}.${digest[1]}.${digest[2]! % 250 + 1}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}
