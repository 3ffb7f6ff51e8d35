import { and, eq, gte } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { saveProduct } from "~/catalogue/products/product-admin.server";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { PRODUCT_LIMITS } from "~/catalogue/products/product-schema";
import { listProducts } from "~/catalogue/products/products.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import type { Database } from "~/db/client.server";
import { searchMissOutcomes, searchMisses } from "~/db/schema";
import { DomainError, type FieldIssue, problemsOf } from "~/errors";
import type { Locale } from "~/i18n/locales";
import { SEARCH_LOG_DAYS } from "./search-log";
import type { SearchMissFix } from "./search-misses.server";
import { MAX_SYNONYM_TERM_LENGTH, parseSynonymLines, synonymLines } from "./synonym-lines";
import { loadSynonyms, saveSynonyms } from "./synonyms.server";

/** A miss of the search log: its normalised query and language. */
export interface MissKey {
  query: string;
  locale: Locale;
}

const refused = (issues: FieldIssue[]) =>
  new DomainError("invalid", { key: "adminSearch.fix.errors.refused" }, { fields: problemsOf(issues) });

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;
const partKey = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The miss must be in the log (the last SEARCH_LOG_DAYS days): a fix names one staff can see. */
async function requireMiss(db: Database, { query, locale }: MissKey): Promise<void> {
  const since = new Date(Date.now() - (SEARCH_LOG_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .select({ query: searchMisses.query })
    .from(searchMisses)
    .where(and(eq(searchMisses.query, query), eq(searchMisses.locale, locale), gte(searchMisses.day, since)))
    .limit(1);
  if (!row) throw new DomainError("not_found", { key: "adminSearch.fix.errors.gone" });
}

/** Does the search, as typed, find anything now? (The public list's own query, filters and all.) */
export async function searchFinds(db: Database, typed: string, locale: Locale): Promise<boolean> {
  const { total } = await listProducts(db, parseProductFilters(new URLSearchParams({ q: typed })), locale);
  return total > 0;
}

interface Outcome {
  fix: SearchMissFix | null;
  productId?: number | null;
  detail?: string;
}

/** Writes what staff did (and whether the search, typed again, now finds something), audited. */
async function recordOutcome(db: Database, miss: MissKey, outcome: Outcome, actor: AdminActor, typed?: string): Promise<{ found: boolean }> {
  const [before] = await db
    .select()
    .from(searchMissOutcomes)
    .where(and(eq(searchMissOutcomes.query, miss.query), eq(searchMissOutcomes.locale, miss.locale)));
  const found = typed ? await searchFinds(db, typed, miss.locale) : false;
  const now = new Date();
  const values = {
    fix: outcome.fix,
    productId: outcome.productId ?? null,
    detail: outcome.detail ?? "",
    fixedBy: outcome.fix ? actor.name : null,
    fixedAt: outcome.fix ? now : null,
    foundAt: found ? now : null,
  };
  await db.transaction(async (tx) => {
    await tx.insert(searchMissOutcomes).values({ ...miss, ...values }).onConflictDoUpdate({ target: [searchMissOutcomes.query, searchMissOutcomes.locale], set: values });
    await recordAudit(tx as unknown as Database, actor, {
      action: outcome.fix ? "search.miss_fix" : "search.miss_reopen",
      entity: "search_miss",
      entityId: `${miss.locale}:${miss.query}`,
      before: before ? { fix: before.fix, detail: before.detail } : null,
      after: { fix: values.fix, detail: values.detail, ...(typed ? { typed, found } : {}) },
    });
  });
  return { found };
}

export interface LinkInput extends MissKey {
  /** The spelling to add, as typed (staff may tidy it). */
  typed: string;
  /** Our product's part number. */
  partNumber: string;
  /** The maker whose part number the spelling is (a cross reference names its maker). */
  manufacturer: string;
}

/**
 * Links a miss to one of our products: the spelling becomes a cross reference of the product
 * (another maker's part number for it), so the same search finds the product from now on.
 */
export async function linkMissToProduct(db: Database, input: LinkInput, actor: AdminActor): Promise<{ found: boolean }> {
  await requireMiss(db, input);
  const typed = input.typed.replace(/\s+/g, " ").trim();
  const manufacturer = input.manufacturer.replace(/\s+/g, " ").trim();
  const issues: FieldIssue[] = [];
  if (!typed) issues.push({ field: "typed", key: "adminSearch.fix.errors.required" });
  else if (typed.length > PRODUCT_LIMITS.partNumber) issues.push({ field: "typed", key: "adminSearch.fix.errors.tooLong", vars: { max: PRODUCT_LIMITS.partNumber } });
  if (!manufacturer) issues.push({ field: "manufacturer", key: "adminSearch.fix.errors.required" });
  else if (manufacturer.length > PRODUCT_LIMITS.manufacturer) issues.push({ field: "manufacturer", key: "adminSearch.fix.errors.tooLong", vars: { max: PRODUCT_LIMITS.manufacturer } });
  const partNumber = input.partNumber.trim();
  const [stored] = partNumber ? await readProductInputs(db, { partNumbers: [partNumber] }) : [];
  if (!partNumber) issues.push({ field: "partNumber", key: "adminSearch.fix.errors.required" });
  else if (!stored) issues.push({ field: "partNumber", key: "adminSearch.fix.errors.unknownProduct", vars: { partNumber } });
  if (issues.length) throw refused(issues);

  const product = stored!.input;
  const known = product.crossReferences.some((x) => partKey(x.partNumber) === partKey(typed) && sameText(x.manufacturer, manufacturer));
  if (!known) {
    if (product.crossReferences.length >= PRODUCT_LIMITS.crossReferences) {
      throw refused([{ field: "partNumber", key: "adminSearch.fix.errors.tooManyReferences", vars: { max: PRODUCT_LIMITS.crossReferences } }]);
    }
    const saved = await saveProduct(db, { ...product, crossReferences: [...product.crossReferences, { manufacturer, partNumber: typed }] }, actor, stored!.id);
    if (!saved.ok) {
      // The product form's rules for a cross reference (characters of a part number, lengths).
      const last = `crossReferences.${product.crossReferences.length}.`;
      const mine = saved.errors.filter((e) => e.field.startsWith(last)).map((e) => ({ ...e, field: e.field.slice(last.length) === "partNumber" ? "typed" : "manufacturer" }));
      throw refused(mine.length ? mine : [{ field: "partNumber", key: "adminSearch.fix.errors.productInvalid", vars: { partNumber } }]);
    }
  }
  return recordOutcome(db, input, { fix: "linked", productId: stored!.id, detail: stored!.input.partNumber }, actor, typed);
}

export interface SynonymInput extends MissKey {
  typed: string;
  /** The word or phrase the spelling means, as the catalogue writes it. */
  word: string;
}

/**
 * Adds the spelling to the language's synonyms as an equivalent of `word` (to the group that
 * already holds the word, else a new group), so the same search reads as the word.
 */
export async function addMissSynonym(db: Database, input: SynonymInput, actor: AdminActor): Promise<{ found: boolean }> {
  await requireMiss(db, input);
  const typed = input.typed.replace(/\s+/g, " ").trim();
  const word = input.word.replace(/\s+/g, " ").trim();
  const issues: FieldIssue[] = [];
  for (const [field, text] of [["typed", typed], ["word", word]] as const) {
    if (!text) issues.push({ field, key: "adminSearch.fix.errors.required" });
    else if (text.length > MAX_SYNONYM_TERM_LENGTH) issues.push({ field, key: "adminSearch.fix.errors.tooLong", vars: { max: MAX_SYNONYM_TERM_LENGTH } });
    else if (text.includes(",")) issues.push({ field, key: "adminSearch.fix.errors.comma" });
  }
  if (!issues.length && sameText(typed, word)) issues.push({ field: "word", key: "adminSearch.fix.errors.sameWord" });
  if (issues.length) throw refused(issues);

  const groups = (await loadSynonyms(db, input.locale)).map((group) => [...group]);
  const home = groups.find((group) => group.some((term) => sameText(term, word)));
  if (home) {
    if (!home.some((term) => sameText(term, typed))) home.push(typed);
  } else groups.push([word, typed]);
  // The synonym editor's own rules (terms per group, groups per language).
  const checked = parseSynonymLines(synonymLines(groups));
  if (!checked.ok) throw refused([{ field: "word", key: `adminSearch.errors.${checked.error}`, vars: { line: checked.line ?? "" } }]);
  await saveSynonyms(db, { [input.locale]: checked.groups }, actor);
  return recordOutcome(db, input, { fix: "synonym", detail: word }, actor, typed);
}

/** Marks a miss "not a product" (a name, a stray word): the log lists it apart from then on. */
export async function markMissNotProduct(db: Database, miss: MissKey, actor: AdminActor): Promise<void> {
  await requireMiss(db, miss);
  await recordOutcome(db, miss, { fix: "not_product" }, actor);
}

/** Takes back a "not a product" mark (links and synonyms are undone where they were made). */
export async function reopenMiss(db: Database, miss: MissKey, actor: AdminActor): Promise<void> {
  await requireMiss(db, miss);
  await recordOutcome(db, miss, { fix: null }, actor);
}
