import { describe, expect, it } from "vitest";
import { nextPosition } from "~/media/gallery-position";

describe("nextPosition (the bulk apply and the relink)", () => {
  it("starts an empty list at 0", () => {
    expect(nextPosition([])).toBe(0);
  });

  it("goes after the last position, whatever the order and the gaps", () => {
    expect(nextPosition([{ position: 0 }, { position: 1 }])).toBe(2);
    expect(nextPosition([{ position: 7 }, { position: 2 }, { position: 4 }])).toBe(8);
  });
});
