import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { specAttributes } from "~/db/schema";

export type SpecAttribute = typeof specAttributes.$inferSelect;

export function listSpecAttributes(db: Database): Promise<SpecAttribute[]> {
  return db.select().from(specAttributes).orderBy(asc(specAttributes.position), asc(specAttributes.id));
}
