import { json, type RequestArgs } from "~/http/kit.server";
import { downloadBackupAnswer } from "./backups.server";

/** GET /api/admin/backups/{name}: download one snapshot. Administrators only. */
const handlers = { GET: downloadBackupAnswer } satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
