import type { StoredMedia } from "~/media/upload.server";
import { getCsrfToken } from "./auth-status-store";

export type MediaUpload = { ok: true; media: StoredMedia } | { ok: false; message: string | undefined; status: string };

/**
 * Sends one file to POST /api/admin/media (the token in a header, so any size up to the upload
 * limit). A refusal carries the server's message when it gave one, and always the status line;
 * a network failure rejects.
 */
export async function uploadMedia(file: File, purpose: "image" | "document"): Promise<MediaUpload> {
  const body = new FormData();
  body.set("file", file);
  body.set("purpose", purpose);
  const token = await getCsrfToken();
  const response = await fetch("/api/admin/media", { method: "POST", body, credentials: "include", headers: token ? { "X-CSRF-Token": token } : {} });
  const json = (await response.json().catch(() => null)) as (StoredMedia & { error?: { message?: string } }) | null;
  if (response.ok && json?.id && json.url) return { ok: true, media: json };
  return { ok: false, message: json?.error?.message, status: `${response.status}: ${response.statusText}` };
}
