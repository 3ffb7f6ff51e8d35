// The description of every JSON call (DESIGN "HTTP API"), served at /api/openapi.json. Request
// bodies are generated from the commands' own zod schemas (z.toJSONSchema), so they cannot drift;
// a test checks that every API route in app/routes.ts is described here and every body's fields.
import { z } from "zod";
import { signInSchema } from "~/auth/sign-in.server";
import { ADMIN_SORTS } from "~/catalogue/products/product-admin-query";
import { sortOptions } from "~/catalogue/products/product-filters";
import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { PRODUCT_STATUSES, productInputSchema } from "~/catalogue/products/product-schema";
import { locales } from "~/i18n/locales";
import { taxonomyInputSchemas } from "~/catalogue/taxonomy/taxonomy-input";
import { inquiryReadSchema } from "~/inquiries/inbox-filters";
import { quoteStatusChangeSchema } from "~/inquiries/quote-status";
import { COUNTRIES, PRODUCT_INTERESTS } from "~/inquiries/options";
import { replySchema } from "~/inquiries/reply-inquiry.server";
import { inquirySchema, quoteItemSchema } from "~/inquiries/schema";
import { newsletterSchema } from "~/newsletter/subscribe.server";
import { translationChangeSchema } from "~/translations/translation-query";
import { settingsFormSchema } from "~/settings/settings-schema";
import { createTaskSchema, updateTaskSchema } from "~/tasks/task-schema";
import { articleInputSchema } from "~/news/article-input";
import { ERROR_STATUS } from "./errors";
import { MAX_SYNC_LINES, productUpsertSchema, syncLineSchema } from "~/availability/availability-schema";

/** A request body's schema as JSON Schema (what a client sends: the input side of the zod schema). */
const fromZod = (schema: z.ZodType): Schema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Schema;
  return rest;
};

type Schema = Record<string, unknown>;

/** PATCH /api/admin/inquiries/{id}: exactly one change, the read flag or a quote request's status. */
const inquiryPatch = (): Schema => ({
  type: "object",
  description: "One field per call: {read} or {status}",
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  properties: { ...(fromZod(inquiryReadSchema).properties as Schema), ...(fromZod(quoteStatusChangeSchema).properties as Schema) },
});

/**
 * The inquiry body: the form's text fields, from the one schema both sides use. The JSON call
 * also takes what `toInquiryValues` turns into that text (a `true` consent, a list of quote
 * items), and a field left out counts as empty, so the required ones are those "" fails.
 */
function inquiryBody(): Schema {
  const generated = fromZod(inquirySchema) as { properties: Record<string, Schema> };
  const shape = inquirySchema.shape;
  const required = (Object.keys(shape) as Array<keyof typeof shape>).filter((field) => field !== "kind" && !shape[field].safeParse("").success);
  return {
    ...generated,
    required,
    properties: {
      ...generated.properties,
      kind: { ...generated.properties.kind, default: "contact" },
      country: { ...generated.properties.country, enum: COUNTRIES },
      productInterest: { ...generated.properties.productInterest, enum: ["", ...PRODUCT_INTERESTS] },
      privacyConsent: { description: "true (JSON) or on (form)", enum: [true, "on"] },
      productId: { description: "The product asked about", anyOf: [{ type: "integer", minimum: 1 }, generated.properties.productId] },
      items: { description: "The quote's lines: a list, or its JSON text (form)", anyOf: [{ type: "array", items: fromZod(quoteItemSchema) }, { type: "string" }] },
    },
  };
}
type Operation = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ "application/json": { schema } });
const ok = (description: string, schema?: Schema) => ({ description, ...(schema ? { content: json(schema) } : {}) });
const error = (description: string) => ({ description, content: json(ref("Error")) });
const query = (name: string, description: string, schema: Schema = { type: "string" }) => ({ name, in: "query", description, schema });
const idParam = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
const pnParam = { name: "pn", in: "path", required: true, description: "The part number as stored (URL-encoded)", schema: { type: "string", maxLength: 100 } };
const localized = { type: "object", properties: Object.fromEntries(locales.map((locale) => [locale, { type: "string" }])) };

const admin = (operation: Operation, change = false): Operation => ({
  ...operation,
  security: change ? [{ session: [], csrf: [] }] : [{ session: [] }],
  responses: {
    ...(operation.responses as object),
    401: error("No valid session"),
    ...(change ? { 403: error("Missing or wrong X-CSRF-Token"), 429: error("Too many changes") } : {}),
  },
});

/** A staff collection's answer: `{"items": [...]}` (docs/api.md). */
const items = (item: string) => ({ type: "object", required: ["items"], properties: { items: { type: "array", items: ref(item) } } });

const crud = (tag: string, item: string, input: string) => ({
  list: admin({ tags: [tag], summary: `List ${tag}`, responses: { 200: ok("The list", items(item)) } }),
  create: admin({ tags: [tag], summary: `Create one of ${tag}`, requestBody: { content: json(ref(input)) }, responses: { 201: ok("Created", ref(item)), 400: error("Invalid input (fields)"), 409: error("Slug taken") } }, true),
  read: admin({ tags: [tag], summary: "Read one", parameters: [idParam], responses: { 200: ok("The record", ref(item)), 404: error("Unknown id") } }),
  replace: admin({ tags: [tag], summary: "Replace one (a field left out takes its default; the attribute set and the image are emptied)", parameters: [idParam], requestBody: { content: json(ref(input)) }, responses: { 200: ok("Saved", ref(item)), 400: error("Invalid input"), 404: error("Unknown id"), 409: error("Conflict") } }, true),
  update: admin({ tags: [tag], summary: "Change the fields given (JSON Merge Patch: localised fields merge per language, null clears)", parameters: [idParam], requestBody: { content: json(ref(input)) }, responses: { 200: ok("Saved", ref(item)), 400: error("Invalid input"), 404: error("Unknown id"), 409: error("Conflict") } }, true),
  remove: admin({ tags: [tag], summary: "Delete one", parameters: [idParam], responses: { 204: { description: "Deleted" }, 404: error("Unknown id") } }, true),
});

const categories = crud("categories", "TaxonomyEntry", "CategoryInput");
const subcategories = crud("subcategories", "TaxonomyEntry", "SubcategoryInput");
const applications = crud("applications", "TaxonomyEntry", "ApplicationInput");

/** Operations that name no security are public: said explicitly (`security: []`), as OpenAPI linters ask. */
function publicUnlessSecured<D extends { paths: Record<string, Record<string, Operation>> }>(document: D): D {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) operation.security ??= [];
  }
  return document;
}

export const openApiDocument = publicUnlessSecured({
  openapi: "3.1.0",
  // The site that serves the document (relative: the same host and scheme).
  servers: [{ url: "/", description: "This site" }],
  info: {
    title: "Vitrine",
    version: "1",
    description:
      "Catalogue, inquiries and administration calls. Errors are {\"error\": {\"code\", \"message\", \"fields\"?}}; messages follow the `lang` cookie, then Accept-Language.",
  },
  paths: {
    "/healthz": { get: { tags: ["operations"], summary: "Liveness: the process answers", responses: { 200: ok("Alive") } } },
    "/readyz": {
      get: { tags: ["operations"], summary: "Readiness: database answers, migrations done, storage writable, not draining", responses: { 200: ok("Ready, with the checks"), 503: ok("Not ready (the failed check), or draining after SIGTERM") } },
    },
    "/metrics": {
      get: {
        tags: ["operations"],
        summary: "Prometheus text: to loopback, or with Authorization: Bearer METRICS_TOKEN",
        responses: { 200: { description: "Metrics", content: { "text/plain": { schema: { type: "string" } } } }, 401: error("No credentials from elsewhere"), 403: error("Wrong token") },
      },
    },
    "/api/admin/backups": {
      get: admin({ tags: ["backups"], summary: "Snapshots, newest first (role admin)", responses: { 200: ok("The list", { type: "object", properties: { backups: { type: "array", items: ref("Backup") } } }), 403: error("Not an administrator") } }),
      post: admin({ tags: ["backups"], summary: "Take a snapshot of the database and the files now (role admin, audited)", responses: { 201: ok("Taken", ref("Backup")), 409: error("Another snapshot is being taken"), 500: error("The snapshot failed (disk, pg_dump): the reason") } }, true),
    },
    "/api/admin/backups/{name}": {
      get: admin({
        tags: ["backups"],
        summary: "Download one snapshot (role admin, audited)",
        parameters: [{ name: "name", in: "path", required: true, schema: { type: "string", pattern: "^vitrine-\\d{8}T\\d{6}Z-(pglite|postgres)(-\\d{1,4})?\\.tar$" } }],
        responses: { 200: { description: "The tar file", content: { "application/x-tar": { schema: { type: "string", format: "binary" } } } }, 404: error("No snapshot by that name") },
      }),
    },
    "/api/categories": { get: { tags: ["catalogue"], summary: "Categories (SPEC §7)", responses: { 200: ok("Categories", { type: "array", items: ref("TaxonomyEntry") }) } } },
    "/api/categories/featured": { get: { tags: ["catalogue"], summary: "Featured categories", responses: { 200: ok("Categories", { type: "array", items: ref("TaxonomyEntry") }) } } },
    "/api/subcategories": { get: { tags: ["catalogue"], summary: "Subcategories", responses: { 200: ok("Subcategories", { type: "array", items: ref("TaxonomyEntry") }) } } },
    "/api/applications": { get: { tags: ["catalogue"], summary: "Applications (industries)", responses: { 200: ok("Applications", { type: "array", items: ref("TaxonomyEntry") }) } } },
    "/api/products": {
      get: {
        tags: ["catalogue"],
        summary: "Active products with facet counts",
        parameters: [
          query("category", "Slug, alternate spelling or name"),
          query("subcategory", "Slug"),
          query("application", "Slug"),
          query("manufacturer", "Manufacturer, repeatable"),
          query("lifecycle", "active, new, nrnd, obsolete; repeatable"),
          query("inStock", "1: only products in stock somewhere; a stock location's key (casablanca): in stock there"),
          query("q", "Part number, words (synonyms of the language's list count) and values with units (24V = 24 V DC, 0,5 A = 500 mA, IP67, M12, 2 CO)"),
          query("sort", "The order: newest (default without q), name-asc, name-desc, relevance (default with q), availability (the most in stock first, then the shortest lead time); anything else is a 400 naming the allowed values", { type: "string", enum: [...sortOptions] }),
          query("page", "Page (load more)", { type: "integer", minimum: 1 }),
          query("limit", "Page size", { type: "integer", minimum: 1, maximum: 100 }),
        ],
        responses: { 200: ok("Items, total and facets", { type: "object", properties: { items: { type: "array", items: ref("ProductSummary") }, total: { type: "integer" }, facets: { type: "object" } } }) },
      },
    },
    "/api/products/{id}": { get: { tags: ["catalogue"], summary: "One active product with specifications, documents, images, its replacement, alternatives and cross references", parameters: [idParam], responses: { 200: ok("The product", ref("ProductDetail")), 404: error("No such active product") } } },
    "/api/search": {
      get: {
        tags: ["catalogue"],
        summary: "Suggestions as you type; other makers' part numbers (cross references) find our product too",
        parameters: [query("q", "At least 2 characters")],
        responses: {
          200: ok("Products (part number first) and categories; a product found through a cross reference carries it as equivalentTo", {
            type: "object",
            properties: {
              products: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, partNumber: { type: "string" }, name: localized, manufacturer: { type: "string" }, equivalentTo: ref("CrossReference") } } },
              categories: { type: "array", items: { type: "object" } },
              didYouMean: { type: "array", items: { type: "string" }, description: "When no product matches: nearby part numbers or a corrected spelling, each a search to run" },
            },
          }),
        },
      },
    },
    "/api/inquiries": {
      post: {
        tags: ["inquiries"],
        summary: "Contact message or quote request; stored before anything else",
        requestBody: { content: { ...json(ref("InquiryInput")), "application/x-www-form-urlencoded": { schema: ref("InquiryInput") } } },
        responses: {
          201: ok("Stored; a quote request gets its reference (Q-YYYY-NNNN)", { type: "object", required: ["id", "kind"], properties: { id: { type: "integer" }, kind: { enum: ["contact", "quote"] }, reference: { type: "string", pattern: "^Q-\\d{4}-\\d{4,}$", description: "Quote requests only" } } }),
          400: error("Invalid fields"),
          429: error("Too many messages from this address"),
        },
      },
    },
    "/api/newsletter": { post: { tags: ["inquiries"], summary: "Newsletter sign-up: stored as pending and mailed a signed confirmation link (double opt-in); subscribed once confirmed", requestBody: { content: json(ref("NewsletterInput")) }, responses: { 202: ok("Pending: a confirmation link was mailed"), 400: error("Invalid e-mail"), 413: error("Too large"), 429: error("Too many sign-ups from this address") } } },
    "/api/admin/auth-status": { get: { tags: ["auth"], summary: "SPEC §7 auth status", responses: { 200: ok("Status", ref("AuthStatus")) } } },
    "/api/admin/login": {
      post: {
        tags: ["auth"],
        summary: "Sign in (JSON or form)",
        requestBody: { content: json(ref("SignInInput")) },
        responses: { 200: ok("Signed in; session cookie set", ref("AuthStatus")), 401: error("Identifiants incorrects..."), 429: error("Too many attempts") },
      },
    },
    "/api/admin/logout": { post: admin({ tags: ["auth"], summary: "Sign out", responses: { 200: ok("Signed out", ref("AuthStatus")) } }, true) },
    "/api/admin/media": {
      post: admin(
        {
          tags: ["media"],
          summary: "Upload an image (JPEG, PNG, WebP, AVIF; stored as WebP in responsive widths, with JPEG renditions of the same widths) or a PDF",
          requestBody: { content: { "multipart/form-data": { schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" }, purpose: { enum: ["image", "document"] }, alt_en: { type: "string" }, alt_fr: { type: "string" } } } } } },
          responses: { 201: ok("Stored", ref("Media")), 400: error("Refused: type, SVG, mismatch, pixels, damaged"), 413: error("Too large"), 503: error("The file storage (S3) cannot be reached: nothing stored; Retry-After") },
        },
        true,
      ),
    },
    "/api/admin/media/bulk": {
      post: admin(
        {
          tags: ["media"],
          summary: "The bulk upload's dry run: a ZIP (or several images and PDFs) matched to products by part number; writes nothing (docs/admin-media.md)",
          requestBody: { content: { "multipart/form-data": { schema: { type: "object", required: ["files"], properties: { files: { type: "array", items: { type: "string", format: "binary" }, description: "Up to 2,000 files or 1 GB in all" } } } } } },
          responses: {
            200: ok("The plan, file by file, and the token to apply it (with Accept: application/x-ndjson, {\"progress\": {step, done, total}} lines then {status, body})", ref("BulkCheck")),
            400: { description: "No file, or a ZIP refused as a whole (named; its plan given)", content: json({ allOf: [ref("Error"), { type: "object", properties: { plan: ref("BulkPlan") } }] }) },
            413: error("The upload is over 1 GB (the file at fault named)"),
            415: error("Not a multipart form"),
          },
        },
        true,
      ),
    },
    "/api/admin/media/bulk/{token}/apply": {
      post: admin(
        {
          tags: ["media"],
          summary: "Applies a checked bulk upload, all or nothing (planned again against the current catalogue)",
          parameters: [{ name: "token", in: "path", required: true, description: "From the dry run", schema: { type: "string", pattern: "^[a-f0-9]{32}$" } }],
          requestBody: { required: false, content: json({ type: "object", properties: { alt: { type: "object", description: "Alt text edits by the plan's row index", additionalProperties: { type: "object", description: "By language of the site (another is refused)", properties: { fr: { type: "string", maxLength: 250 }, en: { type: "string", maxLength: 250 }, ar: { type: "string", maxLength: 250 } }, additionalProperties: false } } } }) },
          responses: {
            200: ok("Applied (with Accept: application/x-ndjson, progress lines, step read then store, then {status, body})", ref("BulkApplied")),
            400: error("An alt text too long or of the wrong shape (its field named)"),
            404: error("No upload under this token: applied already, older than a day, or unknown"),
            422: { description: "Applying failed: nothing changed", content: json({ type: "object", required: ["error"], properties: { error: { type: "object", required: ["code", "message"], properties: { code: { const: "apply_failed" }, message: { type: "string" } } } } }) },
          },
        },
        true,
      ),
    },
    "/api/admin/products": {
      get: admin({
        tags: ["products"],
        summary: "Every product whatever its status",
        parameters: [query("q", "Part number prefix, name or manufacturer"), query("category", "Slug"), query("status", "active or inactive", { type: "string", enum: [...PRODUCT_STATUSES] }), query("lifecycle", "Lifecycle", { type: "string", enum: [...LIFECYCLES] }), query("sort", "The order, in the public list's words (`name` and `part-number` still accepted); anything else is a 400", { type: "string", enum: [...ADMIN_SORTS] }), query("page", "Page of 25", { type: "integer" })],
        responses: { 200: ok("A page", { type: "object", properties: { items: { type: "array" }, total: { type: "integer" }, page: { type: "integer" }, pages: { type: "integer" } } }) },
      }),
      post: admin({ tags: ["products"], summary: "Create a product", requestBody: { content: json(ref("ProductInput")) }, responses: { 201: ok("Created", { type: "object", properties: { id: { type: "integer" } } }), 400: error("Invalid fields"), 409: error("Part number exists") } }, true),
    },
    "/api/admin/products/export": {
      get: admin({
        tags: ["products"],
        summary: "The catalogue (or the list's filter) as CSV: UTF-8 with BOM, one column per language, formulas neutralised; re-imports unchanged",
        parameters: [query("q", "As the list"), query("category", "Slug"), query("status", "active or inactive"), query("lifecycle", "Lifecycle")],
        responses: { 200: { description: "text/csv, streamed" } },
      }),
    },
    "/api/admin/products/import": {
      post: admin(
        {
          tags: ["products"],
          summary: "Upsert products by part number from CSV (comma or semicolon, UTF-8 or Windows-1252); all rows or none",
          parameters: [query("dryRun", "true: report row by row (create, update with the changed fields, unchanged, error with line and reason) and change nothing")],
          requestBody: { content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } }, "text/csv": { schema: { type: "string" } } } },
          responses: { 200: ok("The report (with Accept: application/x-ndjson, progress lines then the report)"), 400: error("Not CSV, unknown or missing columns"), 413: error("Too large"), 422: error("Some rows are wrong: the report, nothing imported"), 500: error("The import failed: nothing imported") },
        },
        true,
      ),
    },
    "/api/admin/products/{id}": {
      get: admin({ tags: ["products"], summary: "A product as staff edit it", parameters: [idParam], responses: { 200: ok("The product", ref("ProductInput")), 404: error("Unknown id") } }),
      put: admin({ tags: ["products"], summary: "Replace a product", parameters: [idParam], requestBody: { content: json(ref("ProductInput")) }, responses: { 200: ok("Saved"), 400: error("Invalid fields"), 404: error("Unknown id"), 409: error("Part number taken") } }, true),
      patch: admin({ tags: ["products"], summary: "Change the fields the body names", parameters: [idParam], requestBody: { content: json(ref("ProductInput")) }, responses: { 200: ok("Saved"), 400: error("Invalid fields"), 404: error("Unknown id"), 409: error("Part number taken") } }, true),
      delete: admin({ tags: ["products"], summary: "Delete a product", parameters: [idParam], responses: { 204: { description: "Deleted" }, 404: error("Unknown id") } }, true),
    },
    "/api/admin/availability": {
      put: admin(
        {
          tags: ["availability"],
          summary: `The ERP's bulk sync: up to ${MAX_SYNC_LINES.toLocaleString("en")} lines keyed by part number (and location), in one transaction`,
          description:
            "Each line sets a location's stock (`location` + `quantity`; `quantity: null` drops that location's figure) and/or the product's terms (`leadTime` as `3-4 weeks`, `10 days`, `2 semaines`, or days as a number; `minimumOrder`; `orderMultiple`; null clears). A field left out is kept. Only what differs is written: the same body twice changes nothing the second time, and \"last updated\" moves only for products whose figures changed. An unknown part number is listed in `unknown`, a location not in the settings' list in `refused`; both leave the rest to be written. A line that cannot be read (a negative stock, a lead time that does not parse, a repeated part number and location) is a 400 naming each such line (`fields` by `lines.<index>.<field>`, the message with the line's number from 1), and nothing is written.",
          requestBody: {
            content: {
              "application/json": {
                schema: { type: "object", required: ["lines"], additionalProperties: false, properties: { lines: { type: "array", maxItems: MAX_SYNC_LINES, items: fromZod(syncLineSchema) } } },
                example: {
                  lines: [
                    { partNumber: "RM22-TG20", location: "casablanca", quantity: 120 },
                    { partNumber: "RM22-TG20", location: "dubai", quantity: 0, leadTime: "3-4 weeks", minimumOrder: 10, orderMultiple: 5 },
                    { partNumber: "XS618B1PAL2", location: "casablanca", quantity: null },
                  ],
                },
              },
            },
          },
          responses: {
            200: {
              description: "What changed, how many lines repeated what was stored, the unknown part numbers, the refused lines",
              content: {
                "application/json": {
                  schema: ref("AvailabilitySyncResult"),
                  example: {
                    lines: 3,
                    changed: [{ line: 1, partNumber: "RM22-TG20", location: "casablanca" }],
                    unchanged: 1,
                    unknown: [{ line: 3, partNumber: "XS618B1PAL2" }],
                    refused: [],
                  },
                },
              },
            },
            400: { description: "A line that cannot be read, named: nothing was written", content: { "application/json": { schema: ref("Error"), example: { error: { code: "invalid_input", message: "Line 2: a stock cannot be negative.", fields: { "lines.1.quantity": "Line 2: a stock cannot be negative." } } } } } },
            413: error(`Over ${MAX_SYNC_LINES.toLocaleString("en")} lines (or 4 MiB): nothing was written`),
          },
        },
        true,
      ),
    },
    "/api/admin/products/by-part-number/{pn}": {
      get: admin({ tags: ["products"], summary: "A product by part number, as staff edit it, with its availability", parameters: [pnParam], responses: { 200: ok("The product"), 404: error("No product with that part number") } }),
      put: admin(
        {
          tags: ["products", "availability"],
          summary: "Create (201) or replace (200) the product with this part number; the same body again changes nothing (`changed: false`)",
          parameters: [pnParam],
          requestBody: {
            content: {
              "application/json": {
                schema: ref("ProductUpsert"),
                example: {
                  name: { en: "Timer relay, on-delay", fr: "Relais temporisé, retard à l'appel" },
                  manufacturer: "Schneider Electric",
                  category: "timers",
                  specs: [{ attribute: "coil_voltage", value: "24 V DC", unit: "" }],
                  availability: { stock: { casablanca: 120, dubai: 8 }, leadTime: "3-4 weeks", minimumOrder: 10, orderMultiple: 5 },
                },
              },
            },
          },
          responses: {
            200: { description: "Replaced, or unchanged", content: { "application/json": { schema: ref("ProductUpsertResult"), example: { id: 42, created: false, changed: false } } } },
            201: { description: "Created", content: { "application/json": { schema: ref("ProductUpsertResult"), example: { id: 43, created: true, changed: true } } } },
            400: error("Invalid fields (availability.stock.<location> for a location not in the settings)"),
            404: error("Part number over 100 characters"),
          },
        },
        true,
      ),
    },
    "/api/admin/articles": {
      get: admin({ tags: ["news"], summary: "Every article, drafts included", responses: { 200: ok("`{items}`") } }),
      post: admin({ tags: ["news"], summary: "Write an article (published when `status` is published); slugs left empty come from the titles", requestBody: { content: json(ref("ArticleInput")) }, responses: { 201: ok("The article"), 400: error("Invalid fields (title.en, slug.fr, publishedAt, tags, relatedPartNumbers...)") } }, true),
    },
    "/api/admin/articles/{id}": {
      get: admin({ tags: ["news"], summary: "One article", parameters: [idParam], responses: { 200: ok("The article"), 404: error("Unknown id") } }),
      put: admin({ tags: ["news"], summary: "Replace the article (a field left out takes its default)", parameters: [idParam], requestBody: { content: json(ref("ArticleInput")) }, responses: { 200: ok("Saved"), 400: error("Invalid fields"), 404: error("Unknown id"), 409: error("Saved by someone else meanwhile: `current` and `yours`") } }, true),
      patch: admin({ tags: ["news"], summary: "Change the fields given (JSON Merge Patch: localised fields merge per language); `{status}` alone publishes or unpublishes", parameters: [idParam], requestBody: { content: json(ref("ArticleInput")) }, responses: { 200: ok("Saved"), 400: error("Invalid fields"), 404: error("Unknown id"), 409: error("Conflict") } }, true),
      delete: admin({ tags: ["news"], summary: "Delete an article", parameters: [idParam], responses: { 204: { description: "Deleted" }, 404: error("Unknown id") } }, true),
    },
    "/api/admin/translations": {
      get: admin({
        tags: ["translations"],
        summary: "Every key with its default, override and version per language (taxonomy names included)",
        parameters: [query("q", "Key or text in either language"), query("area", "Namespace"), query("missing", "1: keys missing a language"), query("page", "Page", { type: "integer" }), query("perPage", "Page size", { type: "integer" })],
        responses: { 200: ok("A page of keys") },
      }),
      put: admin({ tags: ["translations"], summary: "Save one text", requestBody: { content: json(ref("TranslationInput")) }, responses: { 200: ok("Saved"), 400: error("Unknown key, too long"), 409: error("Saved by someone else meanwhile: `current` and `yours`") } }, true),
      patch: admin({ tags: ["translations"], summary: "Save one text (as PUT)", requestBody: { content: json(ref("TranslationInput")) }, responses: { 200: ok("Saved"), 400: error("Invalid"), 409: error("Conflict") } }, true),
      delete: admin({ tags: ["translations"], summary: "Back to the bundled default", requestBody: { content: json(ref("TranslationInput")) }, responses: { 200: ok("Reset"), 409: error("Conflict") } }, true),
    },
    "/api/admin/settings": {
      get: admin({ tags: ["settings"], summary: "Site settings (with their version)", responses: { 200: ok("Settings") } }),
      put: admin({ tags: ["settings"], summary: "Replace the settings", requestBody: { content: json(ref("SettingsInput")) }, responses: { 200: ok("Saved"), 400: error("Invalid e-mail, URL, phone, languages"), 409: error("Saved by someone else meanwhile") } }, true),
      patch: admin({ tags: ["settings"], summary: "Change the named settings", requestBody: { content: json(ref("SettingsInput")) }, responses: { 200: ok("Saved"), 400: error("Invalid"), 409: error("Conflict") } }, true),
    },
    "/api/admin/inquiries": {
      get: admin({
        tags: ["inquiries"],
        summary: "The inbox: contact messages and quote requests",
        parameters: [query("kind", "contact or quote"), query("status", "read or unread"), query("quote", "A quote request's status (new, quoted, won, lost, closed) or open (new or quoted)"), query("country", "Country code"), query("from", "Date (YYYY-MM-DD)"), query("to", "Date (YYYY-MM-DD)"), query("q", "Name, company, e-mail, subject, message, part number"), query("page", "Page of 25", { type: "integer" })],
        responses: { 200: ok("A page of inquiries with the unread count") },
      }),
    },
    "/api/admin/inquiries/export": { get: admin({ tags: ["inquiries"], summary: "The filtered inbox as CSV (UTF-8 with BOM, formulas neutralised)", responses: { 200: { description: "text/csv" } } }) },
    "/api/admin/inquiries/{id}": {
      get: admin({ tags: ["inquiries"], summary: "One inquiry with its replies and tasks", parameters: [idParam], responses: { 200: ok("The inquiry"), 404: error("Unknown id") } }),
      patch: admin({
        tags: ["inquiries"],
        summary: "Mark read or unread ({read}), or move a quote request ({status}: new, quoted, won, lost, closed; audited); one of the two per call",
        parameters: [idParam],
        requestBody: { content: json(ref("InquiryPatch")) },
        responses: { 200: ok("Saved: the inquiry"), 400: error("Invalid (the message names the allowed values), or a status for a contact message"), 404: error("Unknown id") },
      }, true),
      delete: admin({ tags: ["inquiries"], summary: "Delete an inquiry", parameters: [idParam], responses: { 204: { description: "Deleted" }, 404: error("Unknown id") } }, true),
    },
    "/api/admin/inquiries/{id}/replies": {
      post: admin(
        {
          tags: ["inquiries"],
          summary: "Reply by e-mail through SMTP_URL; every attempt is recorded",
          parameters: [idParam],
          requestBody: { content: json(ref("ReplyInput")) },
          responses: { 201: ok("Sent and recorded"), 400: error("Invalid"), 404: error("Unknown id"), 502: ok("The mail could not be sent: `reply_failed`, with the reply as recorded", { allOf: [ref("Error"), { type: "object", properties: { reply: { type: "object", description: "The reply as recorded, with the reason" } } }] }) },
        },
        true,
      ),
    },
    "/api/admin/tasks": {
      get: admin({ tags: ["tasks"], summary: "The kanban board's tasks in order", responses: { 200: ok("Tasks", items("Task")) } }),
      post: admin({ tags: ["tasks"], summary: "Create a task (optionally linked to an inquiry)", requestBody: { content: json(ref("TaskInput")) }, responses: { 201: ok("Created", ref("Task")), 400: error("Empty or over-long title") } }, true),
    },
    "/api/admin/tasks/{id}": {
      patch: admin({ tags: ["tasks"], summary: "Edit or move a task; `version` is the one the change started from", parameters: [idParam], requestBody: { content: json(ref("TaskUpdate")) }, responses: { 200: ok("Saved", ref("Task")), 400: error("Invalid"), 404: error("Unknown id"), 409: error("Changed meanwhile: `current` holds it") } }, true),
      delete: admin({ tags: ["tasks"], summary: "Delete a task", parameters: [idParam], responses: { 204: { description: "Deleted" }, 404: error("Unknown id") } }, true),
    },
    "/api/admin/categories": { get: categories.list, post: categories.create },
    "/api/admin/categories/{id}": { get: categories.read, put: categories.replace, patch: categories.update, delete: categories.remove },
    "/api/admin/subcategories": { get: subcategories.list, post: subcategories.create },
    "/api/admin/subcategories/{id}": { get: subcategories.read, put: subcategories.replace, patch: subcategories.update, delete: subcategories.remove },
    "/api/admin/applications": { get: applications.list, post: applications.create },
    "/api/admin/applications/{id}": { get: applications.read, put: applications.replace, patch: applications.update, delete: applications.remove },
  } as Record<string, Record<string, Operation>>,
  components: {
    securitySchemes: {
      session: { type: "apiKey", in: "cookie", name: "vitrine_session", description: "__Host-vitrine_session over HTTPS" },
      csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token", description: "From GET /api/admin/auth-status" },
      apiKey: {
        type: "http",
        scheme: "bearer",
        description:
          "An API key from /admin/api-keys (vtk_...): Authorization: Bearer <key>, no session or CSRF token. Only the calls listed in docs/api.md (\"API keys\") accept a key, each with its scope (catalogue:read, availability:write, products:write, inquiries:read, inquiries:write); any other call answers 403, an unknown, revoked or expired key 401, past the key's rate limit 429.",
      },
    },
    schemas: {
      Backup: { type: "object", properties: { name: { type: "string" }, size: { type: "integer" }, createdAt: { type: "string", format: "date-time" } } },
      Error: {
        type: "object",
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: { enum: Object.keys(ERROR_STATUS), description: "One code per meaning; see the status" },
              message: { type: "string", description: "In the request's language" },
              fields: { type: "object", additionalProperties: { type: "string" }, description: "The message of each refused field" },
              current: { description: "409: the stored version" },
              yours: { description: "409: the version sent" },
            },
          },
        },
      },
      SettingsInput: fromZod(settingsFormSchema),
      SignInInput: fromZod(signInSchema),
      ReplyInput: fromZod(replySchema),
      TaskUpdate: fromZod(updateTaskSchema),
      AuthStatus: { type: "object", properties: { authenticated: { type: "boolean" }, csrfToken: { type: ["string", "null"] }, expiresAt: { type: ["integer", "null"], description: "ms since the epoch" } } },
      TaxonomyEntry: { type: "object", properties: { id: { type: "integer" }, slug: { type: "string" }, aliases: { type: "array", items: { type: "string" } }, name: localized } },
      Task: { type: "object", properties: { id: { type: "integer" }, title: { type: "string" }, description: { type: "string" }, status: { enum: ["in_progress", "in_review", "completed"] }, position: { type: "integer" }, inquiryId: { type: ["integer", "null"] }, version: { type: "integer" } } },
      TaskInput: fromZod(createTaskSchema),
      TranslationInput: fromZod(translationChangeSchema),
      CategoryInput: fromZod(taxonomyInputSchemas.categories),
      ApplicationInput: fromZod(taxonomyInputSchemas.applications),
      SubcategoryInput: fromZod(taxonomyInputSchemas.subcategories),
      ProductSummary: { type: "object", properties: { id: { type: "integer" }, partNumber: { type: "string" }, name: localized, description: localized, manufacturer: { type: "string" }, lifecycle: { type: "string" }, categorySlug: { type: "string" }, image: { type: ["string", "null"] }, availability: ref("Availability"), keySpecs: { type: "array", description: "Values of the up to three key specs the product's category names, in its order (empty when it names none)", items: { type: "object", properties: { key: { type: "string" }, name: localized, value: { type: "string" } } } } } },
      CrossReference: { type: "object", properties: { manufacturer: { type: "string" }, partNumber: { type: "string" } } },
      LinkedProduct: { type: "object", properties: { id: { type: "integer" }, partNumber: { type: "string" }, name: localized, manufacturer: { type: "string" }, lifecycle: { type: "string" }, keySpecs: { type: "array", items: { type: "object", properties: { key: { type: "string" }, name: localized, value: { type: "string" } } } } } },
      ProductDetail: {
        allOf: [
          ref("ProductSummary"),
          {
            type: "object",
            properties: {
              specs: { type: "array", items: { type: "object" } },
              documents: { type: "array", items: { type: "object" } },
              images: { type: "array", items: { type: "object" } },
              replacedBy: { oneOf: [ref("LinkedProduct"), { type: "null" }], description: "The product that replaces this one" },
              alternatives: { type: "array", items: ref("LinkedProduct") },
              crossReferences: { type: "array", items: ref("CrossReference"), description: "Other makers' part numbers for the same part" },
            },
          },
        ],
      },
      Media: { type: "object", properties: { id: { type: "integer" }, url: { type: "string" }, srcSet: { type: "string" }, filename: { type: "string" }, mimeType: { type: "string" }, size: { type: "integer" }, width: { type: ["integer", "null"] }, height: { type: ["integer", "null"] } } },
      BulkPlan: {
        type: "object",
        required: ["rows", "counts"],
        properties: {
          rows: {
            type: "array",
            items: {
              type: "object",
              required: ["index", "name", "size"],
              properties: {
                index: { type: "integer", description: "The key of alt text edits" },
                name: { type: "string", description: "Its path in the ZIP, or its name" },
                size: { type: "integer" },
                kind: { enum: ["image", "document"] },
                hash: { type: "string", description: "SHA-256 of its bytes" },
                product: { type: "object", properties: { id: { type: "integer" }, partNumber: { type: "string" }, name: localized } },
                action: { enum: ["add", "replace", "skip"], description: "Absent when refused" },
                position: { type: "integer", description: "Images: place among the product's images, 1 the first" },
                documentType: { enum: ["datasheet", "manual", "certificate", "drawing"] },
                language: { type: ["string", "null"], description: "Documents: null for every language" },
                inLibrary: { type: "boolean", description: "The library already holds these bytes" },
                alt: localized,
                reason: { type: "string", description: "Why it is refused (unsafePath, link, encrypted, bomb, tooLarge, sizeMismatch, notImageOrPdf, tooManyPixels, unreadableImage, empty, noProduct, ambiguous, duplicateInUpload)" },
                tried: { type: "string", description: "The part number the name was read as" },
              },
            },
          },
          problem: { type: "object", description: "A ZIP refused as a whole", properties: { source: { type: "string" }, reason: { enum: ["notAZip", "tooManyFiles", "tooLarge"] } } },
          counts: { type: "object", properties: { add: { type: "integer" }, replace: { type: "integer" }, skip: { type: "integer" }, refused: { type: "integer" } } },
        },
      },
      BulkCheck: { type: "object", required: ["token", "plan"], properties: { token: { type: "string", pattern: "^[a-f0-9]{32}$" }, plan: ref("BulkPlan") } },
      BulkApplied: { type: "object", required: ["plan", "stored", "linked"], properties: { plan: ref("BulkPlan"), stored: { type: "integer", description: "Files new in the library" }, linked: { type: "integer", description: "Links made or replaced" } } },
      InquiryInput: inquiryBody(),
      InquiryRead: fromZod(inquiryReadSchema),
      InquiryPatch: inquiryPatch(),
      NewsletterInput: fromZod(newsletterSchema),
      ProductInput: fromZod(productInputSchema),
      ProductUpsert: fromZod(productUpsertSchema),
      ProductUpsertResult: { type: "object", properties: { id: { type: "integer" }, created: { type: "boolean" }, changed: { type: "boolean" } } },
      AvailabilitySyncResult: {
        type: "object",
        properties: {
          lines: { type: "integer" },
          changed: { type: "array", items: { type: "object", properties: { line: { type: "integer" }, partNumber: { type: "string" }, location: { type: "string" } } } },
          unchanged: { type: "integer" },
          unknown: { type: "array", items: { type: "object", properties: { line: { type: "integer" }, partNumber: { type: "string" } } } },
          refused: { type: "array", items: { type: "object", properties: { line: { type: "integer" }, partNumber: { type: "string" }, location: { type: "string" }, reason: { type: "string" } } } },
        },
      },
      Availability: {
        type: ["object", "null"],
        description: "Stock per location, factory lead time, minimum order and multiple, and when they last changed; null without figures (\"On request\")",
        properties: {
          stock: { type: "array", items: { type: "object", properties: { location: { type: "string" }, name: localized, quantity: { type: "integer" } } } },
          leadTime: { type: ["object", "null"], properties: { min: { type: "integer" }, max: { type: "integer" }, unit: { type: "string", enum: ["days", "weeks"] } } },
          minimumOrder: { type: ["integer", "null"] },
          orderMultiple: { type: ["integer", "null"] },
          updatedAt: { type: "string", format: "date-time" },
        },
      },
      ArticleInput: fromZod(articleInputSchema),
    },
  },
});
