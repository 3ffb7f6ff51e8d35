import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type IndexSqlFile, indexMigrationSql, parseIndexSql, readIndexSql, statementsOf } from "~/catalogue/index/sql-files.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createEmptyDatabase } from "../support/database";
import { compareIndexSql } from "../support/index-sql-check";

// The functions and triggers that keep the catalogue's derived data have their current text in
// app/catalogue/index/sql (docs/catalogue-index.md). A migrated database (PGlite, or PostgreSQL
// with DATABASE_URL) must hold exactly those: no more, no fewer, none different.

let handle: DatabaseHandle;
let files: IndexSqlFile[];
beforeAll(async () => {
  handle = await createEmptyDatabase();
  files = readIndexSql();
});
afterAll(() => handle.close());

const replaced = (file: IndexSqlFile, from: string, to: string): IndexSqlFile => {
  expect(file.text).toContain(from);
  return { ...file, text: file.text.replace(from, to) };
};
const fileOf = (path: string) => files.find((file) => file.path === path)!;

describe("catalogue index SQL files", () => {
  it("hold the current definition of every function and trigger of the migrated database", async () => {
    expect(files.filter((f) => f.kind === "function")).toHaveLength(26);
    expect(files.filter((f) => f.kind === "trigger")).toHaveLength(30);
    expect(await compareIndexSql(handle.db, files)).toEqual({ differs: [], withoutFile: [], withoutObject: [] });
  });

  it("tell a function whose file differs from the database", async () => {
    const changed = replaced(fileOf("functions/spec_value_text.sql"), "coalesce(unit, '')", "coalesce(unit, '-')");
    const report = await compareIndexSql(handle.db, files.map((f) => (f.path === changed.path ? changed : f)));
    expect(report.differs.map((d) => d.object)).toEqual(["function spec_value_text"]);
    expect(report.differs[0]!.file).toContain("coalesce(unit, '-')");
    // Outside a body, layout is no difference (both sides are PostgreSQL's normalised form);
    // inside one it is: PostgreSQL keeps a body as written.
    const layout = replaced(fileOf("functions/f_unaccent.sql"), "RETURNS text\n  LANGUAGE", "RETURNS text LANGUAGE");
    expect((await compareIndexSql(handle.db, files.map((f) => (f.path === layout.path ? layout : f)))).differs).toEqual([]);
    const spaced = replaced(fileOf("functions/f_unaccent.sql"), "$$ SELECT", "$$  SELECT");
    expect((await compareIndexSql(handle.db, files.map((f) => (f.path === spaced.path ? spaced : f)))).differs.map((d) => d.object)).toEqual(["function f_unaccent"]);
  });

  it("tell a trigger whose file differs, in its event, condition or enable mode", async () => {
    const event = replaced(fileOf("triggers/products/products_value_terms_update.sql"), "UPDATE OF name, description, details", "UPDATE OF name, description");
    const mode = replaced(fileOf("triggers/product_specs/spec_terms_update.sql"), "ENABLE ALWAYS TRIGGER", "ENABLE TRIGGER");
    const report = await compareIndexSql(handle.db, files.map((f) => (f.path === event.path ? event : f.path === mode.path ? mode : f)));
    expect(report.differs.map((d) => d.object).sort()).toEqual(["trigger product_specs.spec_terms_update", "trigger products.products_value_terms_update"]);
  });

  it("tell a file that fails as a difference", async () => {
    const broken = replaced(fileOf("functions/search_value_terms.sql"), "RETURNS text[]", "RETURNS text");
    const report = await compareIndexSql(handle.db, files.map((f) => (f.path === broken.path ? broken : f)));
    expect(report.differs.map((d) => d.file)).toEqual([expect.stringContaining("the file fails")]);
  });

  it("tell an object without a file and a file without an object", async () => {
    const extra = parseIndexSql("functions/not_in_the_database.sql", "CREATE OR REPLACE FUNCTION not_in_the_database() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;");
    const report = await compareIndexSql(handle.db, [...files.filter((f) => f.path !== "triggers/product_facets/facet_pair_counts_delete.sql" && f.path !== "functions/facets_flush.sql"), extra]);
    expect(report.withoutFile).toEqual(["function facets_flush", "trigger product_facets.facet_pair_counts_delete"]);
    expect(report.withoutObject).toEqual(["function not_in_the_database"]);
    expect(report.differs).toEqual([]);
  });

  it("refuse a file that does not define the object it is named for", () => {
    expect(() => parseIndexSql("functions/f_unaccent.sql", fileOf("functions/spec_value_text.sql").text)).toThrow(/must define the one function f_unaccent/);
    expect(() => parseIndexSql("triggers/product_specs/facet_counts_insert.sql", fileOf("triggers/products/facet_counts_insert.sql").text)).toThrow(
      /must define the one trigger facet_counts_insert on product_specs/,
    );
  });
});

describe("a migration copied from the files", () => {
  it("runs statement by statement, as the migrator runs it, and leaves the database as the files say", async () => {
    const text = indexMigrationSql(files.map((file) => file.path));
    for (const statement of statementsOf(text)) await handle.db.execute(sql.raw(statement));
    expect(await compareIndexSql(handle.db, files)).toEqual({ differs: [], withoutFile: [], withoutObject: [] });
  });
});
