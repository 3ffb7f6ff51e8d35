import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { type IndexSqlFile, objectName, statementsOf } from "~/catalogue/index/sql-files.server";

/** How a database's functions and triggers stand against the files of app/catalogue/index/sql. */
export interface IndexSqlReport {
  /** Objects whose definition in the database is not what running their file gives (or whose file fails). */
  differs: Array<{ object: string; database: string; file: string }>;
  /** Objects of the app in the database with no file. */
  withoutFile: string[];
  /** Files whose object the database does not have. */
  withoutObject: string[];
}

interface Definition {
  object: string;
  definition: string;
}

// The app's functions in public: extensions' own (pg_trgm, unaccent) are members of their extension.
const FUNCTIONS = sql`select 'function ' || p.proname as object, pg_get_functiondef(p.oid) as definition
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind in ('f', 'p')
    and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

// The enable mode (O origin, A always, R replica, D disabled) is part of a trigger's definition.
const TRIGGERS = sql`select 'trigger ' || c.relname || '.' || g.tgname as object, pg_get_triggerdef(g.oid) || ' [enabled ' || g.tgenabled::text || ']' as definition
  from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and not g.tgisinternal`;

async function definitions(db: Database): Promise<Map<string, string>> {
  const rows = await queryRows<Definition>(db, sql`${FUNCTIONS} union all ${TRIGGERS}`);
  return new Map(rows.map((row) => [row.object, row.definition]));
}

class Rollback extends Error {}

/**
 * Compares the database's functions and triggers with `files`: each file is run in a savepoint of
 * a transaction that is rolled back (CREATE OR REPLACE over the object in place), and the object's
 * pg_get_functiondef / pg_get_triggerdef (with its enable mode) after it must be what it was
 * before. So both sides are PostgreSQL's normalised form, and nothing is changed.
 */
export async function compareIndexSql(db: Database, files: IndexSqlFile[]): Promise<IndexSqlReport> {
  const before = await definitions(db);
  const named = new Set(files.map(objectName));
  const report: IndexSqlReport = {
    differs: [],
    withoutFile: [...before.keys()].filter((object) => !named.has(object)).sort(),
    withoutObject: files.map(objectName).filter((object) => !before.has(object)),
  };
  try {
    await db.transaction(async (tx) => {
      for (const file of files) {
        const object = objectName(file);
        const database = before.get(object);
        if (database === undefined) continue;
        await tx.execute(sql`savepoint index_sql`);
        let after: string;
        try {
          for (const statement of statementsOf(file.text)) await tx.execute(sql.raw(statement));
          after = (await definitions(tx)).get(object) ?? "(gone)";
        } catch (error) {
          after = `(the file fails: ${(error as Error).message})`;
        }
        await tx.execute(sql`rollback to savepoint index_sql`);
        if (after !== database) report.differs.push({ object, database, file: after });
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return report;
}
