import { describe, expect, it } from "vitest";
import { mergePatch } from "~/http/merge-patch";

// RFC 7396's own examples (appendix A), and what they mean for our records.
describe("mergePatch (JSON Merge Patch, RFC 7396)", () => {
  it.each([
    [{ a: "b" }, { a: "c" }, { a: "c" }],
    [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
    [{ a: "b" }, { a: null }, {}],
    [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
    [{ a: ["b"] }, { a: "c" }, { a: "c" }],
    [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
    [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
    [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
    [["a", "b"], ["c", "d"], ["c", "d"]],
    [{ a: "b" }, ["c"], ["c"]],
    [{ a: "foo" }, null, null],
    [{ a: "foo" }, "bar", "bar"],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: "b", c: null }, { a: "b" }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])("%j patched with %j is %j", (target, patch, result) => {
    expect(mergePatch(target, patch)).toEqual(result);
  });

  it("one language of a localised field keeps the others, and the target is not changed", () => {
    const stored = { name: { en: "Timers", fr: "Minuteries" }, position: 3 };
    expect(mergePatch(stored, { name: { fr: "Temporisateurs" } })).toEqual({ name: { en: "Timers", fr: "Temporisateurs" }, position: 3 });
    expect(stored.name.fr).toBe("Minuteries");
  });
});
