import { json, type RequestArgs } from "~/http/kit.server";
import { createBackupAnswer, listBackupsAnswer } from "./backups.server";

/** GET: the snapshots. POST: take one now (201 with name and size). Administrators only. */
const handlers = { GET: listBackupsAnswer, POST: createBackupAnswer } satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
