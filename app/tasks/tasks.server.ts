import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { inquiries, tasks } from "~/db/schema";
import type { CreateTaskInput, TaskStatus, UpdateTaskInput } from "./task-schema";

export type Task = typeof tasks.$inferSelect;
export type BoardTask = Task & { inquiry: { id: number; subject: string; name: string } | null };

export type TaskWriteOutcome =
  | { status: "ok"; task: Task }
  | { status: "not_found" }
  | { status: "inquiry_not_found" }
  | { status: "conflict"; current: Task };

/** Every task, by column then position, with the inquiry it was made from. */
export async function listTasks(db: Database): Promise<BoardTask[]> {
  const rows = await db
    .select({ task: tasks, inquiryId: inquiries.id, subject: inquiries.subject, name: inquiries.name })
    .from(tasks)
    .leftJoin(inquiries, eq(tasks.inquiryId, inquiries.id))
    .orderBy(asc(tasks.status), asc(tasks.position), asc(tasks.id));
  return rows.map((r) => ({
    ...r.task,
    inquiry: r.inquiryId === null ? null : { id: r.inquiryId, subject: r.subject ?? "", name: r.name ?? "" },
  }));
}

export async function getTask(db: Database, id: number): Promise<Task | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Puts the column in order 0..n-1, with `moved` (if given) at `index`. */
async function renumber(tx: Tx, status: TaskStatus, moved?: { id: number; index: number }) {
  const others = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(moved ? and(eq(tasks.status, status), ne(tasks.id, moved.id)) : eq(tasks.status, status))
    .orderBy(asc(tasks.position), asc(tasks.id));
  const order = others.map((r) => r.id);
  if (moved) order.splice(Math.min(moved.index, order.length), 0, moved.id);
  // Other tasks' places shift without a version bump: their own content did not change.
  for (const [index, id] of order.entries()) {
    await tx.update(tasks).set({ position: index }).where(and(eq(tasks.id, id), ne(tasks.position, index)));
  }
}

export async function createTask(db: Database, input: CreateTaskInput, by: AdminActor): Promise<TaskWriteOutcome> {
  if (input.inquiryId) {
    const [found] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, input.inquiryId));
    if (!found) return { status: "inquiry_not_found" };
  }
  const task = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${tasks.position}), -1)` })
      .from(tasks)
      .where(eq(tasks.status, input.status));
    const [row] = await tx
      .insert(tasks)
      .values({
        title: input.title,
        description: input.description,
        status: input.status,
        inquiryId: input.inquiryId ?? null,
        position: Number(last?.max ?? -1) + 1,
      })
      .returning();
    return row!;
  });
  await recordAudit(db, by, { action: "task.create", entity: "task", entityId: task.id, after: task });
  return { status: "ok", task };
}

/**
 * Changes a task's fields and/or its place (column and index in it). Refused with the current
 * task when `version` is not the stored one: another administrator saved in between.
 */
export async function updateTask(db: Database, id: number, input: UpdateTaskInput, by: AdminActor): Promise<TaskWriteOutcome> {
  const outcome = await db.transaction(async (tx): Promise<TaskWriteOutcome> => {
    const [before] = await tx.select().from(tasks).where(eq(tasks.id, id));
    if (!before) return { status: "not_found" };
    if (before.version !== input.version) return { status: "conflict", current: before };
    const status = input.status ?? before.status;
    const [after] = await tx
      .update(tasks)
      .set({
        title: input.title ?? before.title,
        description: input.description ?? before.description,
        status,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.id, id), eq(tasks.version, before.version)))
      .returning();
    if (!after) return { status: "conflict", current: (await tx.select().from(tasks).where(eq(tasks.id, id)))[0]! };
    const moves = input.position !== undefined || status !== before.status;
    if (moves) {
      const index = input.position ?? Number.MAX_SAFE_INTEGER;
      await renumber(tx, status, { id, index });
      if (status !== before.status) await renumber(tx, before.status);
    }
    const [final] = await tx.select().from(tasks).where(eq(tasks.id, id));
    await recordAudit(tx as unknown as Database, by, {
      action: moves ? "task.move" : "task.update",
      entity: "task",
      entityId: id,
      before,
      after: final,
    });
    return { status: "ok", task: final! };
  });
  return outcome;
}

export async function deleteTask(db: Database, id: number, by: AdminActor): Promise<boolean> {
  const before = await getTask(db, id);
  if (!before) return false;
  await db.transaction(async (tx) => {
    await tx.delete(tasks).where(eq(tasks.id, id));
    await renumber(tx, before.status);
  });
  await recordAudit(db, by, { action: "task.delete", entity: "task", entityId: id, before });
  return true;
}
