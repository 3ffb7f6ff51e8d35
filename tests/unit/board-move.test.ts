import { describe, expect, it } from "vitest";
import { applyMove, columnOf, moveTarget } from "~/tasks/board-move";

const board = [
  { id: 1, status: "in_progress" as const, position: 0 },
  { id: 2, status: "in_progress" as const, position: 1 },
  { id: 3, status: "in_progress" as const, position: 2 },
  { id: 4, status: "completed" as const, position: 0 },
];
const ids = (tasks: typeof board, status: "in_progress" | "in_review" | "completed") => columnOf(tasks, status).map((t) => t.id);

describe("moving a card on the board", () => {
  it("reorders within a column and renumbers positions", () => {
    const after = applyMove(board, 3, "in_progress", 0);
    expect(ids(after, "in_progress")).toEqual([3, 1, 2]);
    expect(columnOf(after, "in_progress").map((t) => t.position)).toEqual([0, 1, 2]);
  });

  it("moves across columns, clamping an index past the end", () => {
    const after = applyMove(board, 1, "completed", 99);
    expect(ids(after, "in_progress")).toEqual([2, 3]);
    expect(ids(after, "completed")).toEqual([4, 1]);
  });

  it("finds keyboard targets, and none at the board's edges", () => {
    expect(moveTarget(board, 1, "up")).toBeUndefined();
    expect(moveTarget(board, 1, "left")).toBeUndefined();
    expect(moveTarget(board, 1, "down")).toEqual({ status: "in_progress", position: 1 });
    expect(moveTarget(board, 3, "right")).toEqual({ status: "in_review", position: 0 });
    expect(moveTarget(board, 4, "right")).toBeUndefined();
    expect(moveTarget(board, 4, "left")).toEqual({ status: "in_review", position: 0 });
  });
});
