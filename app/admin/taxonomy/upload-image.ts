import type { AdminTaxonomyImage } from "~/catalogue/taxonomy/taxonomy-record";
import { uploadMedia } from "../upload-media";

export type ImageUpload = { ok: true; image: AdminTaxonomyImage } | { ok: false; message: string };

/**
 * With JavaScript, a chosen image goes to POST /api/admin/media at once: the staff see the stored
 * preview, or why it was refused, before saving. Without JavaScript the file travels with the
 * form instead.
 */
export async function uploadImage(file: File, fallbackMessage: string): Promise<ImageUpload> {
  const result = await uploadMedia(file, "image");
  if (!result.ok) return { ok: false, message: result.message ?? fallbackMessage };
  const { id, url, srcSet, width, height } = result.media;
  return { ok: true, image: { id, src: url, srcSet, width: width ?? undefined, height: height ?? undefined } };
}
