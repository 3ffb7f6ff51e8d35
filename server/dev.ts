import { createServer } from "vite";
import type * as serverEntry from "./index";

// Development: Vite serves and hot-reloads the app; the server modules go through Vite too, so
// the app and the server share one instance of every module.
// Readable logs in the terminal unless asked otherwise (LOG_FORMAT=json).
process.env.LOG_FORMAT ||= "pretty";
const vite = await createServer({ server: { middlewareMode: true } });
const { startServer } = (await vite.ssrLoadModule("./server/index.ts")) as typeof serverEntry;
await startServer({
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
});
