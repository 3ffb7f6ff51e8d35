import type { StoredMedia } from "~/media/upload.server";

export type UploadOutcome = { ok: true; media: StoredMedia } | { ok: false; message: string };

/** Sends one file to POST /api/admin/media; the server's message when it refuses it. */
export async function uploadFile(file: File, purpose: "image" | "document", csrfToken: string): Promise<UploadOutcome> {
  const form = new FormData();
  form.set("file", file);
  form.set("purpose", purpose);
  try {
    const response = await fetch("/api/admin/media", { method: "POST", body: form, headers: { "X-CSRF-Token": csrfToken }, credentials: "include" });
    const body = (await response.json().catch(() => null)) as (StoredMedia & { error?: { message: string } }) | null;
    if (response.ok && body) return { ok: true, media: body };
    return { ok: false, message: body?.error?.message ?? `${response.status}: ${response.statusText}` };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
