import { createContext } from "react-router";
import type { Database } from "./db/client.server";

/** The database handle, set once per request by the server (or by a test). */
export const databaseContext = createContext<Database>();

/** The client's IP address (behind a trusted proxy, the forwarded one), for per-address rate limits. */
export const clientAddressContext = createContext<string>("");
