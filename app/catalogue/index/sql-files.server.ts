import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The current text of every SQL function and trigger that keeps the catalogue's derived columns
 * and tables (docs/catalogue-index.md): one file each under sql/, written as a migration runs it.
 *   sql/functions/<name>.sql         CREATE OR REPLACE FUNCTION <name>(...)
 *   sql/triggers/<table>/<name>.sql  CREATE OR REPLACE TRIGGER <name> ... ON <table> ..., then its
 *                                    ALTER TABLE ... ENABLE [ALWAYS] TRIGGER (the enable mode is
 *                                    part of its definition: decision 046)
 * Statements in one file are separated by `--> statement-breakpoint`, as in drizzle's migrations
 * (PGlite runs one statement per query). A change is a new migration copied from these files
 * (`npm run index:migration`); tests/integration/catalogue-index-sql.test.ts compares a migrated
 * database with them.
 */

export const indexSqlDir = fileURLToPath(new URL("./sql/", import.meta.url));

export interface IndexSqlFile {
  kind: "function" | "trigger";
  name: string;
  /** The trigger's table; null for a function. */
  table: string | null;
  /** The path under sql/, as `npm run index:migration` names the file. */
  path: string;
  text: string;
}

/** `function <name>` or `trigger <table>.<name>`: how the check names an object. */
export const objectName = (file: Pick<IndexSqlFile, "kind" | "name" | "table">) =>
  file.kind === "function" ? `function ${file.name}` : `trigger ${file.table}.${file.name}`;

export const STATEMENT_BREAKPOINT = "--> statement-breakpoint";

/** The statements of a file, as the migrator would run them. */
export function statementsOf(text: string): string[] {
  return text
    .split(STATEMENT_BREAKPOINT)
    .map((statement) => statement.trim())
    .filter((statement) => statement.replace(/^--.*$/gm, "").trim());
}

/**
 * What a file defines, read from its text, checked against where it lies: a function file holds
 * one CREATE OR REPLACE FUNCTION of its name, a trigger file one CREATE OR REPLACE TRIGGER of its
 * name on its table.
 */
export function parseIndexSql(relative: string, text: string): IndexSqlFile {
  const parts = relative.split("/");
  if (parts[0] === "functions" && parts.length === 2 && parts[1]!.endsWith(".sql")) {
    const name = parts[1]!.slice(0, -4);
    const defined = [...text.matchAll(/CREATE OR REPLACE FUNCTION (?:public\.)?(\w+)\s*\(/gi)].map((m) => m[1]);
    if (defined.length !== 1 || defined[0] !== name) throw new Error(`${relative} must define the one function ${name} (CREATE OR REPLACE FUNCTION ${name}(...)), found: ${defined.join(", ") || "none"}`);
    return { kind: "function", name, table: null, path: relative, text };
  }
  if (parts[0] === "triggers" && parts.length === 3 && parts[2]!.endsWith(".sql")) {
    const table = parts[1]!;
    const name = parts[2]!.slice(0, -4);
    const defined = [...text.matchAll(/CREATE OR REPLACE TRIGGER (\w+)\s[\s\S]*?\sON (?:public\.)?(\w+)\s/gi)].map((m) => `${m[2]}.${m[1]}`);
    if (defined.length !== 1 || defined[0] !== `${table}.${name}`) throw new Error(`${relative} must define the one trigger ${name} on ${table} (CREATE OR REPLACE TRIGGER), found: ${defined.join(", ") || "none"}`);
    return { kind: "trigger", name, table, path: relative, text };
  }
  throw new Error(`${relative}: index SQL lives in functions/<name>.sql or triggers/<table>/<name>.sql`);
}

/** Every file under `dir` (sql/ by default), functions first, each in name order. */
export function readIndexSql(dir = indexSqlDir): IndexSqlFile[] {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".sql"))
    .sort((a, b) => (a.startsWith("functions/") === b.startsWith("functions/") ? a.localeCompare(b) : a.startsWith("functions/") ? -1 : 1));
  return files.map((file) => parseIndexSql(file, fs.readFileSync(path.join(dir, file), "utf8")));
}

/**
 * The text of a migration that brings a database to the named files (paths under sql/, `.sql`
 * optional), in the order given: each file as it is, separated by statement breakpoints. Order
 * matters where one SQL function names another new one.
 */
export function indexMigrationSql(paths: string[], files: IndexSqlFile[] = readIndexSql()): string {
  if (!paths.length) throw new Error("Name at least one file under app/catalogue/index/sql (functions/<name>.sql, triggers/<table>/<name>.sql).");
  const chosen = paths.map((wanted) => {
    const relative = wanted.endsWith(".sql") ? wanted : `${wanted}.sql`;
    const file = files.find((f) => f.path === relative);
    if (!file) throw new Error(`No file ${relative} under app/catalogue/index/sql.`);
    return file;
  });
  const header = `-- Copied by \`npm run index:migration\` from app/catalogue/index/sql: ${chosen.map((f) => f.path).join(", ")}.\n`;
  return `${header}${chosen.map((file) => file.text.trim()).join(`\n${STATEMENT_BREAKPOINT}\n`)}\n`;
}
