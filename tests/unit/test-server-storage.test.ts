import { describe, expect, it } from "vitest";
import { testServer } from "../support/server";

// A copy of the seeded storage would hide what DEMO_DATA and S3_BUCKET do on a first start
// (decision 069): the helper refuses the combination before making any storage.
describe("testServer on the seeded storage", () => {
  it("refuses DEMO_DATA or S3_BUCKET unless the test asks for empty storage", async () => {
    await expect(testServer({ env: { DEMO_DATA: "false" } }).start()).rejects.toThrow(
      'DEMO_DATA decides what the server\'s first start writes: give the test server `storage: "empty"`.',
    );
    await expect(testServer({ env: () => ({ S3_BUCKET: "vitrine-test" }) }).start()).rejects.toThrow(/^S3_BUCKET decides /);
  });
});
