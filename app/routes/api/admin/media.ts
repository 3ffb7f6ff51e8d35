import { requireAdmin } from "~/auth/require-admin.server";
import { databaseContext, storageContext } from "~/context";
import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { readUpload } from "~/media/read-upload.server";
import { storeUpload, type UploadPurpose } from "~/media/upload.server";
import { requestTranslator } from "~/http/request-translator.server";
import { recordAudit } from "~/audit/audit.server";
import { requestInfoContext } from "~/http/request-info.server";
import type { Route } from "./+types/media";

/**
 * POST /api/admin/media: multipart with `file` and `purpose` (`image` or `document`), optional
 * `alt_en` / `alt_fr`. 201 with the stored file's id and URLs; 400/413 with the reason otherwise.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  if (request.method !== "POST") return methodNotAllowed(t, "POST");
  const session = await requireAdmin(request, context);
  const upload = await readUpload(request);
  if (!upload.ok) {
    const status = upload.error === "tooLarge" ? 413 : 400;
    return apiError(status, upload.error, t(`admin.media.errors.${upload.error}`));
  }
  const purpose: UploadPurpose = upload.fields.purpose === "document" ? "document" : "image";
  const result = await storeUpload(db, context.get(storageContext), upload.file, purpose, {
    en: upload.fields.alt_en ?? "",
    fr: upload.fields.alt_fr ?? "",
  });
  if (!result.ok) {
    const status = result.error === "tooLarge" ? 413 : 400;
    return apiError(status, result.error, t(`admin.media.errors.${result.error}`, result.vars));
  }
  await recordAudit(db, {
    actor: { id: session.user.id, name: session.user.username },
    action: "media.upload",
    entity: "media",
    entityId: String(result.media.id),
    before: null,
    after: { filename: result.media.filename, mimeType: result.media.mimeType, size: result.media.size },
    ip: context.get(requestInfoContext).ip,
  });
  return Response.json(result.media, { status: 201 });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "POST");
}
