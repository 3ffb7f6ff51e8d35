import { createConfig, lintFromString } from "@redocly/openapi-core";
import { expect, it } from "vitest";
import { openApiDocument } from "~/http/openapi";

// What `redocly lint` reports on /api/openapi.json, with Redocly's recommended rules: no error.
// (Warnings, such as operations without an operationId, are listed by the same call.)
it("the OpenAPI document passes Redocly's recommended lint without an error", async () => {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source: JSON.stringify(openApiDocument), absoluteRef: "openapi.json", config });
  const errors = problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? "?"}: ${p.message}`);
  expect(errors).toEqual([]);
});
