import { announceContentChange } from "~/cache/content-change-channel.server";
import {
  type SpecConversionResult,
  type StoredSpecsCheck,
  SpecConversionError,
  checkStoredSpecs,
  convertStoredSpecs,
  storedText,
} from "~/catalogue/specs/stored-specs-check.server";
import { openDatabase } from "~/db/client.server";
import { ConfigError } from "~/db/config-error";
import { parseEnv } from "~/env.server";
import { bundledMessages } from "~/i18n/bundled";
import { type TranslateVars, translate } from "~/i18n/translate";
import { complain, quietLogsForCli, say } from "./cli-output";

const USAGE = `Usage: npm run specs:check [-- --apply] [-- --show N]
  (no option)  list the specification values the typed reader cannot read, and those it would convert
  --apply      rewrite the products whose values convert (audited), leaving unreadable ones as they are
  --show N     list the first N conversions (20 by default)`;

/** Who the audit log names for the rewrites. */
export const SPECS_CHECK_ACTOR = { name: "npm run specs:check" };

interface Options {
  apply: boolean;
  show: number;
}

class UsageError extends Error {}

function parseArgs(args: string[]): Options {
  const options: Options = { apply: false, show: 20 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--apply") options.apply = true;
    else if (arg === "--show" || arg.startsWith("--show=")) {
      const value = arg === "--show" ? args[++i] : arg.slice("--show=".length);
      if (!value || !/^\d+$/.test(value)) throw new UsageError("--show takes a number of conversions.");
      options.show = Number(value);
    } else throw new UsageError(`Unknown option ${arg}.`);
  }
  return options;
}

const english = (key: string, vars?: TranslateVars) => translate(bundledMessages.en, key, vars, "en");
const number = (n: number) => n.toLocaleString("en");
const plural = (n: number, one: string, other: string) => `${number(n)} ${n === 1 ? one : other}`;
const values = (rows: Array<{ value: string; unit: string | null }>) => rows.map((row) => `"${storedText(row)}"`).join(", ");

/** What the command prints: counts, every unreadable value with its reason, the first conversions. */
export function specsCheckReport(check: StoredSpecsCheck, { show, applied }: { show: number; applied?: Omit<SpecConversionResult, "check"> }): string[] {
  const { counts } = check;
  const lines = [
    `Checked ${plural(counts.products, "product", "products")}: ${plural(counts.values, "specification value", "specification values")} (one product's values of one attribute)${applied ? ", before rewriting" : ""}.`,
    `  ${number(counts.canonical)} canonical, ${number(counts.converts)} convert, ${number(counts.unreadable)} unreadable.`,
  ];
  if (check.unreadable.length) {
    lines.push("", `Unreadable (${plural(counts.productsUnreadable, "product", "products")}, left as they are: correct them in the product form):`);
    for (const u of check.unreadable) lines.push(`  ${u.partNumber}  ${u.attribute}  ${values(u.stored)}  ${english(u.problem.key, u.problem.vars)}`);
  }
  if (check.conversions.length && show > 0) {
    const shown = check.conversions.slice(0, show);
    lines.push("", `Conversions (${shown.length < check.conversions.length ? `first ${number(shown.length)} of ${number(check.conversions.length)}` : "all"}):`);
    for (const c of shown) lines.push(`  ${c.partNumber}  ${c.attribute}  ${values(c.stored)} -> ${values(c.entries)}`);
  }
  lines.push("");
  if (!applied) {
    lines.push(
      counts.productsToConvert
        ? `Dry run: nothing was written. \`npm run specs:check -- --apply\` rewrites the ${plural(counts.productsToConvert, "product", "products")} whose values convert.`
        : counts.converts
          ? "Dry run: nothing was written; the values that convert belong to products with an unreadable value."
          : "Dry run: nothing was written, and nothing needs converting.",
    );
  } else {
    lines.push(`Rewrote ${plural(applied.written.length, "product", "products")} (one audit entry, product.specs_convert).`);
  }
  if (applied && applied.heldBack.length) {
    const held = applied.heldBack.length;
    lines.push(`${plural(held, "product", "products")} with values that convert ${held === 1 ? "was" : "were"} left as ${held === 1 ? "it is" : "they are"}, since ${held === 1 ? "it has" : "they have"} an unreadable value too: ${applied.heldBack.join(", ")}.`);
  } else if (!applied && counts.productsUnreadable) {
    const unreadable = new Set(check.unreadable.map((u) => u.productId));
    const held = new Set(check.conversions.filter((c) => unreadable.has(c.productId)).map((c) => c.productId)).size;
    lines.push(`Products with an unreadable value are never rewritten${held ? `, even where other values convert (${plural(held, "product", "products")} here)` : ""}: correct them in the product form, then run the command again.`);
  }
  return lines;
}

/**
 * `node build/server/index.js specs-check [--apply]` (`npm run specs:check`): after upgrading to
 * typed specifications (migration 0019), lists the stored values the typed reader cannot read and
 * those it would convert; with --apply, rewrites the latter through the product writer. Exits 0
 * when no value is unreadable, 2 when some are, 1 on an error (nothing written).
 */
export async function runSpecsCheck(args: string[]): Promise<never> {
  quietLogsForCli();
  let options: Options;
  try {
    options = parseArgs(args);
  } catch (error) {
    complain(`${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
  let database;
  try {
    const env = parseEnv();
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
    await database.migrate();
    let check: StoredSpecsCheck;
    let applied: SpecConversionResult | undefined;
    if (options.apply) {
      applied = await convertStoredSpecs(database.db, SPECS_CHECK_ACTOR);
      check = applied.check;
      // A server on the same PostgreSQL drops what it built from the old values.
      if (applied.written.length && database.kind === "postgres") await announceContentChange(database.db);
    } else {
      check = await checkStoredSpecs(database.db);
    }
    for (const line of specsCheckReport(check, { show: options.show, applied })) say(line);
    await database.close();
    process.exit(check.counts.unreadable ? 2 : 0);
  } catch (error) {
    await database?.close().catch(() => {});
    if (error instanceof SpecConversionError) {
      complain(`Nothing was written: the product ${error.partNumber} was refused (${error.issues.map((i) => `${i.field}: ${english(i.key, i.vars)}`).join("; ")}). Correct it in the product form and run the command again.`);
      process.exit(1);
    }
    if (error instanceof ConfigError) {
      complain(error.message);
      process.exit(1);
    }
    throw error;
  }
}
