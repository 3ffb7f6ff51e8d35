import type { BulkOutcome, BulkPlan, BulkProgress } from "~/media/bulk/bulk-upload.server";
import { type ProgressCallbacks, sendWithProgress } from "./progress-request";

// The Media screen's bulk upload through the JSON API, with progress (POST /api/admin/media/bulk,
// then POST /api/admin/media/bulk/{token}/apply). Without JavaScript the screen's forms post instead.

export const BULK_URL = "/api/admin/media/bulk";

type Refusal = { error: { code: string; message: string }; plan?: BulkPlan };

/** What the screen shows after a step: the same shapes as its form posts' answers. */
export type BulkStep = { step: "checked"; token: string; plan: BulkPlan } | ({ step: "applied" } & BulkOutcome) | { step: "refused"; message: string };

/** The dry run of `files`, sent as one multipart form (`files`). */
export async function checkBulkFiles(files: readonly File[], csrfToken: string, callbacks: ProgressCallbacks<BulkProgress>): Promise<BulkStep> {
  const body = new FormData();
  for (const file of files) body.append("files", file, file.name);
  const { status, body: answer } = await sendWithProgress<BulkProgress, { token: string; plan: BulkPlan } | Refusal>({ url: BULK_URL, body, csrfToken }, callbacks);
  if (status === 200 && "token" in answer) return { step: "checked", token: answer.token, plan: answer.plan };
  // A ZIP refused as a whole: its plan says which and why (shown as the form post shows it).
  const refusal = answer as Refusal;
  if (refusal.plan?.problem) return { step: "checked", token: "", plan: refusal.plan };
  return { step: "refused", message: "error" in answer ? answer.error.message : String(status) };
}

/** Applies a checked upload with the alt text edits (row index → texts per language). */
export async function applyBulkFiles(token: string, alt: Record<string, Record<string, string>>, csrfToken: string, callbacks: ProgressCallbacks<BulkProgress>): Promise<BulkStep> {
  const { status, body: answer } = await sendWithProgress<BulkProgress, BulkOutcome | Refusal>(
    { url: `${BULK_URL}/${encodeURIComponent(token)}/apply`, body: JSON.stringify({ alt }), csrfToken, contentType: "application/json" },
    callbacks,
  );
  if (status === 200 && "linked" in answer) return { step: "applied", ...answer };
  return { step: "refused", message: "error" in answer ? answer.error.message : String(status) };
}
