import { sql } from "drizzle-orm";
import { it } from "vitest";
import { checkStoredSpecs } from "~/catalogue/specs/stored-specs-check.server";
import { queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

it("probe", async () => {
  const handle = await createTestDatabase();
  const check = await checkStoredSpecs(handle.db);
  process.stdout.write(JSON.stringify({ counts: check.counts, conv: check.conversions.slice(0, 5), un: check.unreadable.slice(0, 5) }, null, 1) + "\n");
  const attrs = await queryRows(handle.db, sql`select a.id, a.key, a.type, a.dimension, a.unit, a.multiple, (select count(*) from product_specs s where s.attribute_id = a.id)::int as n from spec_attributes a order by n desc`);
  process.stdout.write(JSON.stringify(attrs) + "\n");
  const rows = await queryRows(handle.db, sql`select p.part_number, c.slug, a.key, s.value, s.value_number, s.value_max, s.unit, s.label from product_specs s join products p on p.id = s.product_id join spec_attributes a on a.id = s.attribute_id join categories c on c.id = p.category_id where a.key in ('contact_current','input_voltage','contact_arrangement','coil_voltage', 'certifications') order by p.id limit 40`);
  process.stdout.write(JSON.stringify(rows) + "\n");
  await handle.close();
}, 120_000);
