/** Messages between the HTTP thread and the embedded database's thread (server/pglite-worker.ts). */
export type PgliteRequest =
  | { type: "ping"; id: number }
  | { type: "query"; id: number; sql: string; params: unknown[]; rowMode: "array" | "object"; tx?: number }
  | { type: "begin"; id: number; tx: number }
  | { type: "end"; id: number; tx: number; commit: boolean }
  | { type: "dump"; id: number }
  | { type: "close"; id: number };

export type PgliteReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; fields: Record<string, unknown> } };
