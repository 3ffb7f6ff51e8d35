import { createContext } from "react-router";
import type { Database } from "./db/client.server";

/** The database handle, set once per request by the server (or by a test). */
export const databaseContext = createContext<Database>();
