import type { AdminTaxonomyImage } from "~/catalogue/taxonomy-record";
import { getCsrfToken } from "../auth-status-store";

export type ImageUpload = { ok: true; image: AdminTaxonomyImage } | { ok: false; message: string };

/**
 * With JavaScript, a chosen image goes to POST /api/admin/media at once (the token in a header,
 * so any size up to the upload limit): the staff see the stored preview, or why it was refused,
 * before saving. Without JavaScript the file travels with the form instead.
 */
export async function uploadImage(file: File, fallbackMessage: string): Promise<ImageUpload> {
  const body = new FormData();
  body.set("file", file);
  body.set("purpose", "image");
  const token = await getCsrfToken();
  const response = await fetch("/api/admin/media", {
    method: "POST",
    body,
    credentials: "include",
    headers: token ? { "X-CSRF-Token": token } : {},
  });
  const json = (await response.json().catch(() => ({}))) as {
    id?: number;
    url?: string;
    srcSet?: string;
    width?: number | null;
    height?: number | null;
    error?: { message?: string };
  };
  if (!response.ok || !json.id || !json.url) return { ok: false, message: json.error?.message ?? fallbackMessage };
  return {
    ok: true,
    image: { id: json.id, src: json.url, srcSet: json.srcSet, width: json.width ?? undefined, height: json.height ?? undefined },
  };
}
