import { defineConfig } from "vitest/config";

// The React Router plugin is for the app build only; tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ["tests/support/quiet-logs.ts", "tests/support/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one worker per core.
    maxWorkers: 2,
    // Vitest runs a project's global setup only when the run includes one of its files, so
    // `vitest run tests/unit` does not wait for the template database.
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false } },
      {
        extends: true,
        test: {
          name: "database",
          include: ["tests/integration/**/*.test.ts", "tests/attack/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
