import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// React Router names every server entry index.js; the database thread's entry keeps its own name.
const pgliteWorkerEntry: Plugin = {
  name: "vitrine:pglite-worker-entry",
  apply: "build",
  outputOptions(options) {
    const named = options.entryFileNames;
    if (typeof named !== "string") return null;
    return { ...options, entryFileNames: (chunk) => (chunk.name === "pglite-worker" ? "pglite-worker.js" : named) };
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The Express server is the SSR entry, so `node build/server/index.js` runs the whole site;
  // build/server/pglite-worker.js is the embedded database's thread (decision record 011).
  build: isSsrBuild
    ? { rollupOptions: { input: { index: "./server/index.ts", "pglite-worker": "./server/pglite-worker.ts" } } }
    : // The small interface primitives (buttons, inputs, badges, left-to-right runs) travel in one
      // chunk: a chunk each cost a public page about 1 KB of gzip in their own overhead (decision 068).
      // React and React Router get a chunk of their own, as before, rather than riding in that one.
      { rollupOptions: { output: { manualChunks: (id: string) => (id.includes("/app/components/ui/") ? "ui" : /\/node_modules\/(react|react-router)\//.test(id) ? "react" : undefined) } } },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), pgliteWorkerEntry],
}));
