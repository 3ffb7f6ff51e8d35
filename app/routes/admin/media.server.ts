import { desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import { queryRows } from "~/db/client.server";
import { catalogues, media, productDocuments, productImages } from "~/db/schema";
import { mediaUrl } from "~/media/media-url";
import { DomainError } from "~/errors";
import { page, pageLoader, type RequestArgs } from "~/http/kit.server";
import { isLocale, type Localized, locales } from "~/i18n/locales";
import { BULK_LIMITS } from "~/media/bulk/archive.server";
import type { BulkPlan } from "~/media/bulk/bulk-upload.server";
import { ALT_MAX, applyPendingUpload, openPendingUpload, planPendingUpload, readAltEdits, receivePendingUpload, uploadRefusal } from "./media-pending.server";
import { imageSource, renditionKeys } from "~/media/image-variants";
import { type DocumentPlace, linkMedia, readPartNumbers, RELINK_MAX_PARTS, RelinkMissing, unlinkMedia } from "~/media/relink.server";
import { RELINK_KINDS } from "~/media/relink";
import { errorMessage, logger } from "~/observability/logger.server";

const STAFF = { access: "editor" } as const;

export interface LibraryFile {
  id: number;
  filename: string;
  title: Localized;
  kind: "image" | "document";
  size: number;
  thumbnail?: string;
  products: { id: number; partNumber: string }[];
}

/** The newest files of the library with the products using each (the first 200 files). */
export const mediaLoader = (args: RequestArgs) =>
  pageLoader(args, STAFF, async ({ db, session }) => {
    const rows = await db.select().from(media).orderBy(desc(media.id)).limit(200);
    const ids = rows.map((r) => r.id);
    const uses = ids.length
      ? await queryRows<{ media_id: number; id: number; part_number: string }>(
          db,
          sql`select u.media_id, p.id, p.part_number from (
                select media_id, product_id from product_images where media_id = any(${sql.raw(`array[${ids.join(",")}]::int[]`)})
                union select media_id, product_id from product_documents where media_id = any(${sql.raw(`array[${ids.join(",")}]::int[]`)})
              ) u join products p on p.id = u.product_id order by p.part_number`,
        )
      : [];
    const total = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from media`))[0]?.n ?? 0;
    const files: LibraryFile[] = rows.map((row) => ({
      id: row.id,
      filename: row.filename,
      title: row.title,
      kind: row.mimeType === "application/pdf" ? "document" : "image",
      size: row.size,
      ...(row.mimeType.startsWith("image/") ? { thumbnail: imageSource(row.storageKey, row.width, row.height).srcSet?.split(" ")[0] ?? mediaUrl(row.storageKey) } : {}),
      products: uses.filter((u) => u.media_id === row.id).map((u) => ({ id: u.id, partNumber: u.part_number })),
    }));
    return { files, total, csrfToken: session!.csrfToken, limits: { files: BULK_LIMITS.files, gigabytes: BULK_LIMITS.bytes / 1024 ** 3 } };
  });

export type MediaAnswer =
  | { step: "checked"; token: string; plan: BulkPlan }
  | { step: "applied"; plan: BulkPlan; stored: number; linked: number }
  | { step: "confirmDelete"; file: { id: number; filename: string }; products: string[] }
  | { step: "deleted"; filename: string }
  | { step: "renamed"; filename: string }
  | { step: "linked"; filename: string; linked: string[]; already: string[] }
  | { step: "unlinked"; filename: string; partNumber: string }
  | { step: "refused"; message: string };

const refused = (message: string, status = 400) => data<MediaAnswer>({ step: "refused", message }, { status });

/** The Media screen's posts: `?intent=check` (multipart upload, the dry run), `apply`, `rename`, `link`, `unlink`, `delete`. */
export const mediaAction = (args: RequestArgs) =>
  page(args, STAFF, async (call) => {
    const intent = new URL(call.request.url).searchParams.get("intent");
    if (intent === "check") {
      const received = await receivePendingUpload(call.request);
      if (!received.ok) return refused(call.t(uploadRefusal(received).key, uploadRefusal(received).vars), received.problem === "tooLarge" ? 413 : 400);
      const plan = await planPendingUpload(call.db, received);
      return data<MediaAnswer>({ step: "checked", token: received.token, plan }, { status: plan.problem ? 400 : 200 });
    }
    const form = await call.request.formData().catch(() => new FormData());
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    if (intent === "apply") {
      const upload = await openPendingUpload(field("token"));
      if (!upload) return refused(call.t("admin.media.bulk.expired"), 404);
      const alt = readAltEdits(Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string")));
      if (!alt.ok) return refused(call.t(`admin.media.bulk.altErrors.${alt.problem}`, { max: ALT_MAX }));
      try {
        const outcome = await applyPendingUpload(call.db, call.storage, upload, call.actor, alt.edits);
        return data<MediaAnswer>({ step: "applied", ...outcome });
      } catch (error) {
        if (error instanceof DomainError) throw error;
        logger.error({ event: "media.bulk_failed", error: errorMessage(error) }, "bulk media upload failed");
        return refused(call.t("admin.media.bulk.applyFailed"), 422);
      }
    }
    const id = Number(field("id"));
    const [file] = Number.isInteger(id) && id > 0 ? await call.db.select().from(media).where(eq(media.id, id)) : [];
    if (!file) return refused(call.t("admin.media.library.notFound"), 404);
    if (intent === "rename") {
      const title: Localized = {};
      // Every language of the site: a name left out of the form would be erased by the save.
      for (const language of locales) {
        const text = field(`title_${language}`).replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
        if (text.length > 200) return refused(call.t("admin.media.library.titleTooLong", { max: 200 }));
        if (text) title[language] = text;
      }
      await call.db.update(media).set({ title }).where(eq(media.id, id));
      await recordAudit(call.db, call.actor, { action: "media.rename", entity: "media", entityId: id, before: file.title, after: title });
      contentChanged();
      return data<MediaAnswer>({ step: "renamed", filename: file.filename });
    }
    if (intent === "link") {
      const place: DocumentPlace = {
        type: (RELINK_KINDS as readonly string[]).includes(field("type")) ? (field("type") as DocumentPlace["type"]) : "datasheet",
        language: isLocale(field("language")) ? (field("language") as DocumentPlace["language"]) : null,
      };
      if (field("type") && !(RELINK_KINDS as readonly string[]).includes(field("type"))) return refused(call.t("admin.media.library.link.badType"));
      if (field("language") && !isLocale(field("language"))) return refused(call.t("admin.media.library.link.badLanguage"));
      let outcome;
      try {
        outcome = await linkMedia(call.db, id, readPartNumbers(field("partNumbers")), place, call.actor);
      } catch (error) {
        if (error instanceof RelinkMissing) return refused(call.t("admin.media.library.notFound"), 404);
        throw error;
      }
      if (!outcome.ok)
        return "partNumbers" in outcome
          ? refused(call.t(`admin.media.library.link.${outcome.problem}`, { count: outcome.partNumbers.length, partNumbers: outcome.partNumbers.join(", ") }))
          : refused(call.t(`admin.media.library.link.${outcome.problem}`, { max: RELINK_MAX_PARTS }));
      return data<MediaAnswer>({ step: "linked", filename: file.filename, linked: outcome.linked, already: outcome.already });
    }
    if (intent === "unlink") {
      const productId = Number(field("product"));
      const outcome = Number.isInteger(productId) && productId > 0 ? await unlinkMedia(call.db, id, productId, call.actor) : null;
      if (!outcome) return refused(call.t("admin.media.library.link.notLinked"), 404);
      return data<MediaAnswer>({ step: "unlinked", filename: file.filename, partNumber: outcome.partNumber });
    }
    if (intent === "delete") {
      const users = await queryRows<{ part_number: string }>(
        call.db,
        sql`select distinct p.part_number from products p where p.id in (select product_id from product_images where media_id = ${id} union select product_id from product_documents where media_id = ${id}) order by 1`,
      );
      const [catalogue] = await call.db.select({ id: catalogues.id }).from(catalogues).where(eq(catalogues.mediaId, id)).limit(1);
      if (catalogue) return refused(call.t("admin.media.library.usedByCatalogue"), 409);
      if (users.length && field("confirm") !== "yes") return data<MediaAnswer>({ step: "confirmDelete", file: { id, filename: file.filename }, products: users.map((u) => u.part_number) });
      await call.db.transaction(async (tx) => {
        await tx.delete(productImages).where(eq(productImages.mediaId, id));
        await tx.delete(productDocuments).where(eq(productDocuments.mediaId, id));
        await tx.delete(media).where(eq(media.id, id));
      });
      // The row is gone: its files are now orphans, removed (a failure leaves a stray file only).
      for (const rendition of renditionKeys(file.storageKey, file.width)) await call.storage.remove(rendition).catch(() => undefined);
      await call.storage.remove(file.storageKey).catch(() => undefined);
      await recordAudit(call.db, call.actor, {
        action: "media.delete",
        entity: "media",
        entityId: id,
        before: { filename: file.filename, products: users.map((u) => u.part_number) },
        after: null,
      });
      contentChanged();
      return data<MediaAnswer>({ step: "deleted", filename: file.filename });
    }
    return refused(call.t("admin.media.library.unknownIntent"));
  });


