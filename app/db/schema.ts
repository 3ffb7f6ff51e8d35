import { sql } from "drizzle-orm";
import {
  customType,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  timestamp,
  type AnyPgColumn,
  type PgColumn,
} from "drizzle-orm/pg-core";
import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { type Locale, type Localized, locales } from "~/i18n/locales";

// Localised text is one jsonb object per field ({"en": "...", "fr": "..."}) so that a new
// language needs no migration.
const localized = () => jsonb().$type<Localized>().notNull().default({});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// Words of both languages, stemmed by each language's rules, accents removed (f_unaccent is an
// IMMUTABLE wrapper made in migration 0000); part number and maker unstemmed ("simple"). The long
// `details` text is left out (decision 028): it was most of the cost of writing a product and of
// ranking a match; its values still count (value_terms). Since migration 0017 (decision 044) the
// document is a plain column, defined by the SQL function product_search_document:
//   product_search_head(part_number, manufacturer)        (weight A, "simple")
//   || product_text_vector('english', 'A', name.en) || product_text_vector('french', 'A', name.fr)
//   || product_text_vector('simple', 'A', name.ar)
//   || product_text_vector('english', 'B', description.en) || product_text_vector('french', 'B', description.fr)
//   || product_text_vector('simple', 'B', description.ar)
// (Arabic since migration 0028, decision 067, with the text folded by f_search_fold.)
// A writer may give it, built from those parts with each distinct text's vector computed once per
// statement (the CSV import does: a catalogue repeats its descriptions across a series); otherwise
// a row trigger computes it (an insert without it, an update of the part number, maker, names or
// descriptions).

// Values with units as canonical terms ("24 V DC" -> 24v, 24vdc; "500 mA" -> 0.5a), made by the
// SQL function search_value_terms (its migration says how); the query side calls the same function.
// The stored terms of a product (of the text product_value_text makes of its names, descriptions
// and details) and of a spec value (spec_value_text) are plain columns since migration 0016
// (decision 038): a writer may give them, computed once per distinct text of a batch (the CSV
// import does); otherwise a row trigger computes them (an insert without them, an update of the
// texts). The columns say "filled by a trigger" and point here.

/** A product's name as the list sorts it in a language (the same expression as its index). */
export const nameOrder = (locale: Locale, table = "") =>
  sql.raw(`lower(f_unaccent(coalesce(${table}name->>'${locale}', ${table}name->>'en', '')))`);

/** One line of a quote request as stored (inquiries.items). */
export interface QuoteItemRow {
  productId: number | null;
  partNumber: string;
  quantity: number;
  /** The buyer's own reference for the line (issue 33). */
  reference?: string;
  /** What the buyer typed, when the line's product was matched from it under another part number. */
  requested?: string;
}

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const productStatus = pgEnum("product_status", ["active", "inactive"]);
export const lifecycle = pgEnum("lifecycle", LIFECYCLES);
export const documentType = pgEnum("document_type", [
  "datasheet",
  "manual",
  "certificate",
  "drawing",
  "brochure",
  "other",
]);
export const inquiryKind = pgEnum("inquiry_kind", ["contact", "quote"]);
// A quote request's pipeline: new -> quoted -> won or lost, or closed at any point.
export const quoteStatus = pgEnum("quote_status", ["new", "quoted", "won", "lost", "closed"]);
export const taskStatus = pgEnum("task_status", ["in_progress", "in_review", "completed"]);
export const adminRole = pgEnum("admin_role", ["admin", "editor"]);
export const attributeType = pgEnum("attribute_type", ["quantity", "choice", "boolean", "text"]);
export const articleStatus = pgEnum("article_status", ["draft", "published"]);

export const media = pgTable("media", {
  id: serial().primaryKey(),
  storageKey: text().notNull().unique(),
  filename: text().notNull(),
  mimeType: text().notNull(),
  size: integer().notNull(),
  checksum: text().notNull(),
  // sha256 of the bytes as uploaded (before any re-encoding): the same file uploaded twice is
  // stored once. Null for files stored before the media library (issue 35).
  contentHash: text().unique(),
  // The library's name of the file per language (the filename when empty).
  title: localized(),
  width: integer(),
  height: integer(),
  alt: localized(),
  createdAt: createdAt(),
});

// What categories, subcategories and applications share, first in each: the slug, the other
// spellings of it found in older data and links (they resolve to this record), the name.
const taxonomyColumns = () => ({
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  aliases: text().array().notNull().default(sql`'{}'::text[]`),
  name: localized(),
});

export const categories = pgTable("categories", {
  ...taxonomyColumns(),
  description: localized(),
  imageId: integer().references(() => media.id, { onDelete: "set null" }),
  featured: boolean().notNull().default(false),
  position: integer().notNull().default(0),
  // Up to three spec attribute keys shown on product cards and as table columns, in order.
  keySpecs: text().array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subcategories = pgTable(
  "subcategories",
  {
    ...taxonomyColumns(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.categoryId)],
);

export const applications = pgTable("applications", {
  ...taxonomyColumns(),
  description: localized(),
  imageId: integer().references(() => media.id, { onDelete: "set null" }),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/*
 * A specification attribute and its type (app/catalogue/specs/spec-values.ts): a quantity of one
 * dimension whose numbers are stored in `unit`, a choice among spec_options (several when
 * `multiple`), yes/no, or text per language.
 */
export const specAttributes = pgTable("spec_attributes", {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  name: localized(),
  type: attributeType().notNull().default("text"),
  dimension: text(),
  unit: text(),
  multiple: boolean().notNull().default(false),
  position: integer().notNull().default(0),
});

/** The options of a choice attribute, each labelled in every language. */
export const specOptions = pgTable(
  "spec_options",
  {
    id: serial().primaryKey(),
    attributeId: integer()
      .notNull()
      .references(() => specAttributes.id, { onDelete: "cascade" }),
    key: text().notNull(),
    name: localized(),
    // Other spellings read in forms and CSV cells ("DPDT" for 2 CO).
    aliases: text().array().notNull().default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex("spec_options_attribute_key_idx").on(t.attributeId, t.key)],
);

/**
 * The attributes of a product family, in order: a category's, or a subcategory's own set (which
 * then replaces its category's). `filter`: offered as a filter of the family's lists; `required`:
 * counted by the completeness figure.
 */
export const attributeSets = pgTable(
  "attribute_sets",
  {
    id: serial().primaryKey(),
    categoryId: integer().references(() => categories.id, { onDelete: "cascade" }),
    subcategoryId: integer().references(() => subcategories.id, { onDelete: "cascade" }),
    attributeId: integer()
      .notNull()
      .references(() => specAttributes.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    filter: boolean().notNull().default(true),
    required: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("attribute_sets_category_idx").on(t.categoryId, t.attributeId),
    uniqueIndex("attribute_sets_subcategory_idx").on(t.subcategoryId, t.attributeId),
    check("attribute_sets_one_family", sql`num_nonnulls(${t.categoryId}, ${t.subcategoryId}) = 1`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial().primaryKey(),
    partNumber: text().notNull().unique(),
    // Upper-case letters and digits only, so "rm22tg" finds "RM22-TG20".
    partNumberNormalized: text()
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))`),
    // The part number as buyers may type it ("MY2N-GS-24VDC", "IME12-04BPSZCOS"): see the SQL
    // function part_number_key (app/catalogue/index/sql/functions).
    partNumberKey: text()
      .notNull()
      .generatedAlwaysAs(sql`part_number_key(part_number)`),
    name: localized(),
    description: localized(),
    details: localized(),
    manufacturer: text().notNull().default(""),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    subcategoryId: integer().references(() => subcategories.id, { onDelete: "cascade" }),
    status: productStatus().notNull().default("active"),
    lifecycle: lifecycle().notNull().default("active"),
    featured: boolean().notNull().default(false),
    // The one product that replaces this one (an obsolete or NRND part's successor).
    replacedById: integer().references((): AnyPgColumn => products.id, { onDelete: "set null" }),
    // Filled by a trigger when a writer leaves it out (see "Words of both languages" above).
    searchDocument: tsvector().notNull().default(sql`NULL`),
    // Filled by a trigger when a writer leaves it out (see "Values with units" above).
    valueTerms: text().array().notNull().default(sql`NULL`),
    // The value terms of the product's spec rows (sorted, distinct), kept by a statement trigger on
    // product_specs (migration speed_search_terms), so that one GIN index per column answers a value
    // whatever its source, without a sub-query.
    specTerms: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Covers the facet counts (index-only scans once the table is vacuumed).
    index("products_facet_idx").on(t.categoryId, t.subcategoryId, t.lifecycle, t.manufacturer, t.status, t.id),
    index().on(t.subcategoryId),
    // text_pattern_ops: prefix LIKE 'RM22%' uses the index whatever the collation.
    index("products_part_number_prefix_idx").on(t.partNumberNormalized.op("text_pattern_ops")),
    index("products_part_number_trgm_idx").using("gin", t.partNumberNormalized.op("gin_trgm_ops")),
    index("products_part_number_key_prefix_idx").on(t.partNumberKey.op("text_pattern_ops")),
    index("products_part_number_key_trgm_idx").using("gin", t.partNumberKey.op("gin_trgm_ops")),
    index("products_search_idx").using("gin", t.searchDocument),
    index("products_value_terms_idx").using("gin", t.valueTerms),
    index("products_spec_terms_idx").using("gin", t.specTerms),
    index().on(t.createdAt),
    // The product list's name order per language (productOrder), so "sort by name" reads one page
    // of the index instead of sorting the catalogue.
    ...locales.map((locale) => index(`products_name_${locale}_idx`).on(nameOrder(locale), t.id).where(sql`status = 'active'`)),
    // The same within a category (a category's names are not spread evenly through the whole
    // catalogue's order: "timers" by name read 18,000 other products before its first 48).
    ...locales.map((locale) =>
      index(`products_category_name_${locale}_idx`).on(t.categoryId, nameOrder(locale), t.id).where(sql`status = 'active'`),
    ),
    // The target of the child tables' (product, category, status, lifecycle) foreign keys.
    uniqueIndex("products_facet_key_idx").on(t.id, t.categoryId, t.status, t.lifecycle),
  ],
);

/*
 * Availability (issue 34). The stock locations are a list staff keep in the settings screen
 * (`key` is what the ERP and the CSV name: "casablanca" -> column stock_casablanca). A product's
 * figures are apart from its row, so that a stock sync writes none of the catalogue's derived
 * columns and fires none of its triggers: product_stock holds a quantity per location,
 * product_availability the factory lead time (a range of days or weeks, as written), the minimum
 * order quantity and order multiple, and when any of these last changed. A product with no row in
 * either says "On request".
 */
export const stockLocations = pgTable(
  "stock_locations",
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    name: localized(),
    position: integer().notNull().default(0),
  },
  (t) => [check("stock_locations_key_format", sql`${t.key} ~ '^[a-z0-9_]{1,32}$'`)],
);

export const leadTimeUnit = pgEnum("lead_time_unit", ["days", "weeks"]);

export const productAvailability = pgTable(
  "product_availability",
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    // "3-4 weeks": min 3, max 4, unit weeks; "10 days": min = max = 10.
    leadTimeMin: integer(),
    leadTimeMax: integer(),
    leadTimeUnit: leadTimeUnit(),
    minimumOrder: integer(),
    orderMultiple: integer(),
    // When the figures (these or a stock quantity) last changed; a sync that repeats them leaves it.
    updatedAt: updatedAt(),
  },
  (t) => [
    check("product_availability_lead_time", sql`(${t.leadTimeMin} is null) = (${t.leadTimeMax} is null) and (${t.leadTimeMin} is null) = (${t.leadTimeUnit} is null) and ${t.leadTimeMin} >= 0 and ${t.leadTimeMax} >= ${t.leadTimeMin}`),
    check("product_availability_minimum_order", sql`${t.minimumOrder} >= 1`),
    check("product_availability_order_multiple", sql`${t.orderMultiple} >= 1`),
  ],
);

export const productStock = pgTable(
  "product_stock",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    locationId: integer()
      .notNull()
      .references(() => stockLocations.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    check("product_stock_quantity", sql`${t.quantity} >= 0`),
    // The "in stock" filter per location.
    index("product_stock_in_stock_idx").on(t.locationId, t.productId).where(sql`quantity > 0`),
  ],
);

/*
 * product_applications and product_specs carry their product's category, status and lifecycle
 * so that facets count them without joining products. The columns cannot drift: each table's
 * foreign key is (product_id, category_id, status, lifecycle) -> products, ON UPDATE CASCADE, so
 * an insert with other values fails and a change of the product rewrites its rows in the same
 * statement, whatever wrote it (form, JSON call, CSV import, bulk action, taxonomy delete).
 */
const productFacetKey = (name: string, t: { productId: PgColumn; categoryId: PgColumn; status: PgColumn; lifecycle: PgColumn }) =>
  foreignKey({
    name,
    columns: [t.productId, t.categoryId, t.status, t.lifecycle],
    foreignColumns: [products.id, products.categoryId, products.status, products.lifecycle],
  })
    .onDelete("cascade")
    .onUpdate("cascade");

export const productApplications = pgTable(
  "product_applications",
  {
    productId: integer().notNull(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    categoryId: integer().notNull(),
    status: productStatus().notNull(),
    lifecycle: lifecycle().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.applicationId] }),
    productFacetKey("product_applications_product_facet_fk", t),
    // An application's products (its delete, the taxonomy screen's counts). Facets are counted
    // from product_facets and facet_pair_counts, never from these rows (decision 046).
    index().on(t.applicationId, t.productId),
  ],
);

export const productSpecs = pgTable(
  "product_specs",
  {
    id: serial().primaryKey(),
    productId: integer().notNull(),
    attributeId: integer()
      .notNull()
      .references(() => specAttributes.id, { onDelete: "cascade" }),
    // One value, language-neutral (app/catalogue/specs/spec-values.ts): an option's key, "yes" or
    // "no", a quantity in English notation ("100–240 V AC", "500 mA": valueNumber and valueMax in
    // the attribute's unit, unit as written) or the English text. A list or several options are
    // several rows.
    value: text().notNull(),
    valueNumber: doublePrecision(),
    // A range's upper bound (valueNumber is its lower bound), in the attribute's unit.
    valueMax: doublePrecision(),
    unit: text(),
    // A text value in every language ({"en": ..., "fr": ...}); null for other types.
    label: jsonb().$type<Localized>(),
    // The value's canonical terms ("25 A" -> 25a), so that a query value matches a spec value;
    // filled by a trigger when a writer leaves it out (see "Values with units" above).
    valueTerms: text().array().notNull().default(sql`NULL`),
    position: integer().notNull().default(0),
    categoryId: integer().notNull(),
    status: productStatus().notNull(),
    lifecycle: lifecycle().notNull(),
  },
  (t) => [
    productFacetKey("product_specs_product_facet_fk", t),
    // The specifications of a set of products (product pages, key specs, product_facets_refresh).
    index().on(t.productId, t.attributeId, t.value, t.valueNumber),
    // An attribute's rows (its delete). Specification filters and counts read product_facets and
    // facet_pair_counts, never these rows (decision 046).
    index().on(t.attributeId, t.valueNumber),
  ],
);

/*
 * Product counts of the landing views, so that those pages never aggregate: scope 0 is the whole
 * catalogue (dimensions category, subcategory, application, manufacturer, lifecycle), scope N the
 * category with id N (subcategory, application, manufacturer, lifecycle and `spec:<attribute id>`,
 * whose rows also hold the value's number, NaN for none). Active products only. Kept by the
 * statement triggers of migration 0005 on products, product_specs and product_applications, in the
 * writing transaction; rows whose count falls to 0 are deleted.
 */
export const facetCounts = pgTable(
  "facet_counts",
  {
    scope: integer().notNull(),
    dimension: text().notNull(),
    value: text().notNull(),
    number: doublePrecision().notNull().default(sql`'NaN'`),
    n: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.dimension, t.value, t.number] }),
    // The triggers delete the rows that fell to 0 after each statement.
    index("facet_counts_empty_idx").on(t.scope).where(sql`n = 0`),
  ],
);

/*
 * Every facet value a product can carry, as a small integer (decision 031): `category`,
 * `subcategory`, `application`, `manufacturer`, `lifecycle` (value as text: an id or the value
 * itself) and `spec:<attribute id>` (the spec value and its number, NaN for none). Rows are added
 * by the product_facets triggers when a value first appears and never removed (a value no product
 * carries any more is simply never counted).
 */
export const facetValues = pgTable(
  "facet_values",
  {
    id: serial().primaryKey(),
    dimension: text().notNull(),
    value: text().notNull(),
    number: doublePrecision().notNull().default(sql`'NaN'`),
  },
  (t) => [uniqueIndex("facet_values_key_idx").on(t.dimension, t.value, t.number)],
);

/*
 * One row per active product with the ids of every facet value it carries (facet_values), sorted:
 * the product list filters with `keys && ...` (a GIN index) and counts every facet of the matching
 * products with one unnest, without joining products, product_specs or product_applications.
 * Kept in the writing transaction by the statement triggers of migration facet_keys on products,
 * product_specs and product_applications (decision 031).
 */
export const productFacets = pgTable(
  "product_facets",
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    // The one-value dimensions also as columns: a category or lifecycle facet under other filters
    // is a GROUP BY of the matching rows, without unnesting their keys.
    categoryId: integer().notNull(),
    lifecycle: lifecycle().notNull(),
    keys: integer().array().notNull(),
  },
  (t) => [index("product_facets_keys_idx").using("gin", t.keys), index("product_facets_created_idx").on(t.createdAt, t.productId)],
);

/*
 * How many active products of a category carry both facet values `key` and `other` (facet_values
 * ids, key <> other, neither the category's own), for every such ordered pair (decision 036): the
 * counts of "a category (or, summed over categories, the whole catalogue) x one facet" for every
 * other dimension, read without aggregating product_facets. Kept by a statement trigger on
 * product_facets (migration facet_pairs), so it follows product_facets in the writing transaction,
 * per statement or at the import's deferred flush (decision 035); rows that fall to 0 are deleted.
 */
export const facetPairCounts = pgTable(
  "facet_pair_counts",
  {
    categoryId: integer().notNull(),
    key: integer().notNull(),
    other: integer().notNull(),
    n: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.categoryId, t.other] }),
    // The trigger deletes the rows that fell to 0 after each statement.
    index("facet_pair_counts_empty_idx").on(t.key).where(sql`n = 0`),
  ],
);

// Other products a buyer may use instead of this one, in the order staff listed them.
export const productAlternatives = pgTable(
  "product_alternatives",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    alternativeId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.alternativeId] }),
    index().on(t.alternativeId),
    check("product_alternatives_not_self", sql`${t.productId} <> ${t.alternativeId}`),
  ],
);

// Other makers' part numbers for the same part ("Finder 40.52.9.024"): searching one finds ours.
export const productCrossReferences = pgTable(
  "product_cross_references",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    manufacturer: text().notNull(),
    partNumber: text().notNull(),
    // Normalised like products.part_number_normalized, so "40529024" finds "40.52.9.024".
    partNumberNormalized: text()
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))`),
    // As products.part_number_key.
    partNumberKey: text()
      .notNull()
      .generatedAlwaysAs(sql`part_number_key(part_number)`),
    position: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.productId),
    index("product_cross_references_prefix_idx").on(t.partNumberNormalized.op("text_pattern_ops")),
    index("product_cross_references_trgm_idx").using("gin", t.partNumberNormalized.op("gin_trgm_ops")),
    index("product_cross_references_key_prefix_idx").on(t.partNumberKey.op("text_pattern_ops")),
    index("product_cross_references_key_trgm_idx").using("gin", t.partNumberKey.op("gin_trgm_ops")),
  ],
);

export const productDocuments = pgTable(
  "product_documents",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: localized(),
    type: documentType().notNull().default("datasheet"),
    // null: the document serves every language.
    language: text(),
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.productId)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    alt: localized(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.productId)],
);

export const catalogues = pgTable("catalogues", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: localized(),
  description: localized(),
  // industrial, general-aviation, commercial-aircraft, military
  segment: text().notNull().default("industrial"),
  language: text(),
  mediaId: integer()
    .notNull()
    .references(() => media.id, { onDelete: "restrict" }),
  coverId: integer().references(() => media.id, { onDelete: "set null" }),
  position: integer().notNull().default(0),
  published: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial().primaryKey(),
    kind: inquiryKind().notNull(),
    name: text().notNull(),
    company: text().notNull().default(""),
    email: text().notNull(),
    phone: text().notNull().default(""),
    website: text().notNull().default(""),
    country: text().notNull().default(""),
    productInterest: text().notNull().default(""),
    subject: text().notNull().default(""),
    message: text().notNull(),
    privacyConsent: boolean().notNull(),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    partNumber: text(),
    // Quote lists: [{ productId, partNumber, quantity, reference?, requested? }] (app/inquiries/schema.ts)
    items: jsonb().$type<QuoteItemRow[]>(),
    locale: text().notNull().default("en"),
    readAt: timestamp({ withTimezone: true }),
    // Quote requests only: the buyer's reference (Q-2026-0042) and where the quote stands.
    reference: text().unique(),
    status: quoteStatus(),
    // The Message-ID of the acknowledgement sent to the buyer: the quotation mail answers it (In-Reply-To).
    ackMessageId: text(),
    // The buyer's page (/quote/Q-...?t=...): its links carry this nonce signed; a new nonce revokes them.
    accessNonce: text(),
    accessRevokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.readAt), index().on(t.status)],
);

// A priced answer to a quote request, one row per revision (1, 2, ...): a draft while staff edit
// it, frozen once sent. Amounts are integers in the currency's minor unit (centimes, cents).
export const quotationStatus = pgEnum("quotation_status", ["draft", "sent"]);
export interface QuotationLineRow {
  partNumber: string;
  productId: number | null;
  description: string;
  quantity: number;
  /** Null while staff have not priced the line. */
  unitPriceMinor: number | null;
  leadTime: string;
  availability: string;
  /** An alternative offered on the line (a part number and a word on it), or "". */
  alternative: string;
}
export const quotations = pgTable(
  "quotations",
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    revision: integer().notNull(),
    status: quotationStatus().notNull().default("draft"),
    currency: text().notNull(),
    // Basis points: 2000 is 20 %.
    taxRateBp: integer().notNull(),
    pricesBeforeTax: boolean().notNull().default(true),
    discountBp: integer().notNull().default(0),
    validUntil: date({ mode: "string" }),
    incoterms: text().notNull().default(""),
    paymentTerms: text().notNull().default(""),
    note: text().notNull().default(""),
    lines: jsonb().$type<QuotationLineRow[]>().notNull().default([]),
    subtotalMinor: bigint({ mode: "number" }).notNull().default(0),
    discountMinor: bigint({ mode: "number" }).notNull().default(0),
    taxMinor: bigint({ mode: "number" }).notNull().default(0),
    totalMinor: bigint({ mode: "number" }).notNull().default(0),
    createdBy: integer().references(() => adminUsers.id, { onDelete: "set null" }),
    // Who sent it, by name as the buyer saw it in the mail's From.
    senderName: text().notNull().default(""),
    sentAt: timestamp({ withTimezone: true }),
    messageId: text(),
    acceptedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.inquiryId, t.revision)],
);

// What happened to a quote request, as the buyer's page tells it: sent, accepted, change asked, won.
export const quoteEvents = pgTable(
  "quote_events",
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    revision: integer(),
    message: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.inquiryId)],
);

// A buyer's parts list being prepared on /quote (issue 33, decision 055): the lines pasted or
// uploaded, matched, and the buyer's choices; too big for the quote cookie, which holds only this
// row's unguessable id. Forgotten 30 days after its last change (like the cookie).
export const quoteDrafts = pgTable(
  "quote_drafts",
  {
    id: text().primaryKey(),
    // The matched lines (app/quotes/quote-draft.server.ts DraftLine).
    lines: jsonb().$type<unknown[]>().notNull().default([]),
    // An uploaded file's rows waiting for the column mapping, with the server's guess.
    pending: jsonb().$type<unknown>(),
    // The request sent from this list: the thank-you page shows its lines to this browser only.
    sentInquiryId: integer().references(() => inquiries.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.updatedAt)],
);

// One row per year: the last quote number given (Q-YYYY-NNNN). Incremented with
// INSERT ... ON CONFLICT DO UPDATE ... RETURNING, which is atomic under concurrent requests.
export const quoteCounters = pgTable("quote_counters", {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

// Footer newsletter sign-ups (beyond SPEC, which only clears the field): staff export them.
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial().primaryKey(),
  // Stored lower-cased, so that one address is one subscriber however it is typed.
  email: text().notNull().unique(),
  locale: text().notNull().default("en"),
  createdAt: createdAt(),
  // Double opt-in: an address counts as subscribed only once its confirmation link was opened.
  confirmedAt: timestamp({ withTimezone: true }),
});

// Secrets the server makes for itself on first start (the signing key of device cookies and
// confirmation links), shared by every process that uses the same database.
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

// Acknowledgement mails sent to visitors: at most one per address a day, and an hourly cap.
export const acknowledgementLog = pgTable(
  "acknowledgement_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    email: text().notNull(),
    sentAt: createdAt(),
  },
  (t) => [index().on(t.email, t.sentAt), index().on(t.sentAt)],
);

/**
 * Rate-limit events when several processes share PostgreSQL (app/security/rate-limits.server.ts):
 * one row per counted event, `bucket` = tier and key. UNLOGGED (hand-written in the migration):
 * counts that a crash forgets are harmless, and they cost no WAL.
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    bucket: text().notNull(),
    at: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index().on(t.bucket, t.at), index().on(t.expiresAt)],
);

export const adminUsers = pgTable("admin_users", {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
  role: adminRole().notNull().default("admin"),
  disabled: boolean().notNull().default(false),
  lastLoginAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: integer().references(() => adminUsers.id, { onDelete: "set null" }),
    subject: text().notNull(),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.inquiryId)],
);

export const tasks = pgTable("tasks", {
  id: serial().primaryKey(),
  title: text().notNull(),
  description: text().notNull().default(""),
  status: taskStatus().notNull().default("in_progress"),
  position: integer().notNull().default(0),
  inquiryId: integer().references(() => inquiries.id, { onDelete: "set null" }),
  // Bumped on every write, so that a save based on a stale copy is detected.
  version: integer().notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const settings = pgTable(
  "settings",
  {
    id: integer().primaryKey().default(1),
    companyName: text().notNull(),
    contactEmail: text().notNull(),
    salesEmail: text().notNull(),
    webmasterEmail: text().notNull().default(""),
    phone: text().notNull(),
    whatsapp: text().notNull().default(""),
    address: localized(),
    logoId: integer().references(() => media.id, { onDelete: "set null" }),
    faviconId: integer().references(() => media.id, { onDelete: "set null" }),
    metaTitle: localized(),
    metaDescription: localized(),
    linkedinUrl: text().notNull().default(""),
    instagramUrl: text().notNull().default(""),
    defaultLanguage: text().notNull().default("en"),
    enabledLanguages: text().array().notNull().default(sql`'{en,fr}'::text[]`),
    // [{ day: 1 (Monday) to 7, opens: "09:00", closes: "18:00" }]: app/settings/opening-hours.ts
    openingHours: jsonb()
      .$type<Array<{ day: number; opens: string; closes: string }>>()
      .notNull()
      .default(sql`'[{"day":1,"opens":"09:00","closes":"18:00"},{"day":2,"opens":"09:00","closes":"18:00"},{"day":3,"opens":"09:00","closes":"18:00"},{"day":4,"opens":"09:00","closes":"18:00"},{"day":5,"opens":"09:00","closes":"18:00"}]'::jsonb`),
    // The company's time zone (IANA name): dates and times in the staff area are shown in it.
    timeZone: text().notNull().default("Africa/Casablanca"),
    // Quotations: the currencies offered (the first is the company's, in which the pipeline is
    // counted), the tax rate in basis points, whether prices are quoted before tax, and the
    // value of one unit of each other currency in the company's ({"EUR": "10.85"}).
    quoteCurrencies: text().array().notNull().default(sql`'{MAD,EUR,USD}'::text[]`),
    taxRateBp: integer().notNull().default(2000),
    pricesBeforeTax: boolean().notNull().default(true),
    exchangeRates: jsonb().$type<Record<string, string>>().notNull().default({}),
    version: integer().notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check("settings_single_row", sql`${t.id} = 1`)],
);

export const translationOverrides = pgTable(
  "translation_overrides",
  {
    locale: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
    version: integer().notNull().default(1),
    updatedBy: integer().references(() => adminUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie's random token: a leaked table does not give usable cookies.
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    csrfToken: text().notNull(),
    ip: text().notNull().default(""),
    userAgent: text().notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer().references(() => adminUsers.id, { onDelete: "set null" }),
    actorName: text().notNull().default(""),
    action: text().notNull(),
    entity: text().notNull().default(""),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text().notNull().default(""),
  },
  (t) => [index().on(t.at)],
);

// News and application notes (/blog). A slug per language lives in article_slugs so that a new
// language needs no migration and each language's slugs are unique on their own.
export const articles = pgTable(
  "articles",
  {
    id: serial().primaryKey(),
    title: localized(),
    summary: localized(),
    body: localized(),
    coverId: integer().references(() => media.id, { onDelete: "set null" }),
    author: text().notNull().default(""),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: articleStatus().notNull().default("draft"),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("articles_published_idx").on(t.status, t.publishedAt), index("articles_tags_idx").using("gin", t.tags)],
);

export const articleSlugs = pgTable(
  "article_slugs",
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    slug: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] }), uniqueIndex().on(t.articleId, t.locale)],
);

export const articleProducts = pgTable(
  "article_products",
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.productId] })],
);

// Staff-edited synonym groups of one language: each group is a list of equivalent words or
// phrases ("SSR", "solid-state relay", "relais statique").
export const searchSynonyms = pgTable("search_synonyms", {
  locale: text().primaryKey(),
  groups: jsonb().$type<string[][]>().notNull().default([]),
  updatedAt: updatedAt(),
});

// Searches that found nothing, counted per normalised query, spelling as typed, language and day;
// nothing about who.
export const searchMisses = pgTable(
  "search_misses",
  {
    query: text().notNull(),
    // What the buyer typed (spaces collapsed), so staff see "MY2N-GS 24VDC", not "my2n gs 24vdc".
    typed: text().notNull(),
    locale: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    count: integer().notNull().default(1),
    lastSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.query, t.locale, t.day, t.typed] }), index().on(t.day)],
);

export const SEARCH_MISS_FIXES = ["linked", "synonym", "not_product"] as const;

// What staff did about a missed search (normalised query and language), and when the same search
// last found something again: the search log shows a miss as fixed from then on.
export const searchMissOutcomes = pgTable(
  "search_miss_outcomes",
  {
    query: text().notNull(),
    locale: text().notNull(),
    fix: text({ enum: SEARCH_MISS_FIXES }),
    // linked: the product it now leads to; synonym: the word it is now read as.
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    detail: text().notNull().default(""),
    fixedBy: text(),
    fixedAt: timestamp({ withTimezone: true }),
    foundAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.query, t.locale] }), index().on(t.productId)],
);

// API keys for outside systems (issue 34, decision 058): SHA-256 of the key is stored, never the key.
export const apiKeys = pgTable("api_keys", {
  id: serial().primaryKey(),
  name: text().notNull(),
  /** The key's first characters (prefix and 6 more), to recognise it in lists and logs. */
  displayPrefix: text().notNull(),
  keyHash: text().notNull().unique(),
  scopes: text().array().notNull(),
  /** Calls allowed per minute for this key. */
  rateLimitPerMinute: integer().notNull(),
  expiresAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
  lastUsedAt: timestamp({ withTimezone: true }),
  lastUsedIp: text().notNull().default(""),
  createdBy: text().notNull().default(""),
  createdAt: createdAt(),
});

// Webhook endpoints and their outbox (decision 058): one delivery row per endpoint and event,
// written in the transaction of the change, sent afterwards by every server process.
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serial().primaryKey(),
  url: text().notNull(),
  description: text().notNull().default(""),
  events: text().array().notNull(),
  /** `whsec_` and the base64 of 32 random bytes: the HMAC key, shown once. */
  secret: text().notNull(),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
});

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** `msg_` and 22 random characters: the `webhook-id` header, the same on every attempt. */
    eventId: text().notNull(),
    eventType: text().notNull(),
    /** The exact body sent (and signed) on every attempt. */
    body: text().notNull(),
    /** pending (due at next_attempt_at), delivered, or failed (gave up after 24 hours). */
    status: text({ enum: ["pending", "delivered", "failed"] }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Retries stop after this time (24 hours after the event, or after a resend). */
    giveUpAt: timestamp({ withTimezone: true }).notNull(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastStatusCode: integer(),
    lastError: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index().on(t.endpointId, t.createdAt),
  ],
);

// Lifecycle notices (issue 33, decision 063): when a product quoted in the last two years turns
// NRND or obsolete, a trigger on products records a pending notice in the same transaction
// (whatever wrote it: the form, the API, a CSV import). Nothing is sent until staff confirm it.
export const lifecycleNoticeStatus = pgEnum("lifecycle_notice_status", ["pending", "sending", "sent", "cancelled"]);
export const lifecycleNotices = pgTable(
  "lifecycle_notices",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lifecycle: lifecycle().notNull(),
    status: lifecycleNoticeStatus().notNull().default("pending"),
    createdAt: createdAt(),
    // Who sent or cancelled it, and when.
    decidedBy: integer().references(() => adminUsers.id, { onDelete: "set null" }),
    decidedByName: text().notNull().default(""),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One open notice per product: a second change before staff decide updates it.
    uniqueIndex("lifecycle_notices_open_idx").on(t.productId).where(sql`status in ('pending', 'sending')`),
    index().on(t.status, t.createdAt),
  ],
);

// The addresses of a notice being sent, each with its own sent time: a send that stops half-way
// (a crash, the rate limit) resumes with the addresses not yet mailed, never mailing one twice.
export const lifecycleNoticeRecipients = pgTable(
  "lifecycle_notice_recipients",
  {
    noticeId: integer()
      .notNull()
      .references(() => lifecycleNotices.id, { onDelete: "cascade" }),
    email: text().notNull(),
    locale: text().notNull(),
    references: text().array().notNull().default(sql`'{}'::text[]`),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.email] })],
);

// Addresses that asked for no more lifecycle notices (the unsubscribe link of the notice mail),
// stored lower-cased.
export const lifecycleNoticeSuppressions = pgTable("lifecycle_notice_suppressions", {
  email: text().primaryKey(),
  createdAt: createdAt(),
});

export const schema = {
  media,
  categories,
  subcategories,
  applications,
  specAttributes,
  products,
  productApplications,
  productSpecs,
  facetCounts,
  facetValues,
  productFacets,
  facetPairCounts,
  productDocuments,
  productImages,
  productAlternatives,
  productCrossReferences,
  catalogues,
  inquiries,
  inquiryReplies,
  quotations,
  quoteEvents,
  quoteCounters,
  newsletterSubscribers,
  serverSecrets,
  acknowledgementLog,
  rateLimitEvents,
  adminUsers,
  tasks,
  settings,
  translationOverrides,
  sessions,
  auditLog,
  articles,
  articleSlugs,
  articleProducts,
  searchSynonyms,
  searchMisses,
  searchMissOutcomes,
  apiKeys,
  webhookEndpoints,
  webhookDeliveries,
  lifecycleNotices,
  lifecycleNoticeRecipients,
  lifecycleNoticeSuppressions,
};
