import { readLimited } from "./read-body.server";

/** The largest upload body taken (the largest file plus the form's other fields). */
export const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;

export type UploadBody =
  | { ok: true; file: { bytes: Uint8Array; filename: string }; fields: Record<string, string> }
  | { ok: false; error: "tooLarge" | "notMultipart" | "noFile" };

/** A multipart body with one file (`file`) and text fields, read with a size cap. */
export async function readUpload(request: Request, fileField = "file"): Promise<UploadBody> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return { ok: false, error: "notMultipart" };
  const bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  if (!bytes) return { ok: false, error: "tooLarge" };
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    return { ok: false, error: "notMultipart" };
  }
  const file = form.get(fileField);
  if (!(file instanceof File)) return { ok: false, error: "noFile" };
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return { ok: true, file: { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name }, fields };
}
