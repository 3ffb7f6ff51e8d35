/**
 * Writes a new migration from files of app/catalogue/index/sql (docs/catalogue-index.md): edit
 * the function or trigger's file, then
 *   npm run index:migration -- <migration-name> functions/spec_value_text triggers/products/facet_counts_insert ...
 * drizzle-kit makes the empty custom migration (file, journal entry, snapshot), and this fills it
 * with the files' text in the order given. `--print <file>...` writes the SQL to stdout, no migration.
 * Migrations already applied are history and stay as they are.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { indexMigrationSql } from "../app/catalogue/index/sql-files.server";

const args = process.argv.slice(2);
const print = args.includes("--print");
const positional = args.filter((arg) => arg !== "--print");
if (print) {
  process.stdout.write(indexMigrationSql(positional));
  process.exit(0);
}
const [name, ...paths] = positional;
if (!name || !paths.length) {
  console.error("Usage: npm run index:migration -- <migration-name> <file under app/catalogue/index/sql>...  (or --print <file>...)");
  process.exit(2);
}
const text = indexMigrationSql(paths);
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error(`The migration name is snake_case (${name}).`);
  process.exit(2);
}
execFileSync("npx", ["drizzle-kit", "generate", "--custom", "--name", name], { stdio: "inherit" });
const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: Array<{ tag: string }> };
const tag = journal.entries.at(-1)?.tag;
if (!tag?.endsWith(`_${name}`)) throw new Error(`drizzle-kit did not add the migration ${name} (last: ${tag}).`);
const file = path.join("drizzle", `${tag}.sql`);
fs.writeFileSync(file, text);
console.info(`${file}: ${paths.length} file(s) copied. Run the index SQL test (tests/integration/catalogue-index-sql.test.ts).`);
