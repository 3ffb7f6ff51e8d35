import { defineConfig } from "vitest/config";

// The React Router plugin is for the app build only; tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/attack/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/quiet-logs.ts", "tests/support/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one worker per core.
    maxWorkers: 2,
  },
});
