import { describe, expect, it } from "vitest";
import type { Availability } from "~/availability/availability";
import { availabilityColumns, availabilityToCells, diffAvailability, readAvailabilityCells } from "~/catalogue/product-csv/product-csv-availability";
import { checkHeader } from "~/catalogue/product-csv/product-csv-columns";

// The CSV's availability cells, without the database: written as the export writes them, read
// back to the same figures, a missing column left out, a blank cell a clearing null.
const keys = ["casablanca", "dubai"];
const stored: Availability = {
  stock: [{ location: "casablanca", name: { en: "Casablanca", fr: "Casablanca" }, quantity: 1200 }],
  leadTime: { min: 3, max: 4, unit: "weeks" },
  minimumOrder: 10,
  orderMultiple: null,
  updatedAt: "2026-11-28T10:00:00.000Z",
};

describe("the CSV's availability cells", () => {
  it("writes the figures per location and reads them back unchanged", () => {
    const cells = availabilityToCells(stored, keys);
    expect(cells).toEqual({ stock_casablanca: "1200", stock_dubai: "", lead_time: "3-4 weeks", moq: "10", order_multiple: "" });
    const read = readAvailabilityCells(new Map(Object.entries(cells)), keys);
    expect(read.problems).toEqual([]);
    expect(diffAvailability(stored, read.figures, keys)).toEqual([]);
  });

  it("leaves out a column the file does not have, and clears on a blank cell", () => {
    const { figures, problems } = readAvailabilityCells(new Map([["stock_dubai", ""], ["lead_time", "10 jours"]]), keys);
    expect(problems).toEqual([]);
    expect([...figures.stock]).toEqual([["dubai", null]]);
    expect(figures.leadTime).toEqual({ min: 10, max: 10, unit: "days" });
    expect(figures.minimumOrder).toBeUndefined();
    expect(diffAvailability(stored, figures, keys)).toEqual([{ column: "lead_time", old: "3-4 weeks", new: "10 days" }]);
  });

  it("refuses each bad cell with its column", () => {
    const row = new Map([["stock_casablanca", "-5"], ["stock_dubai", "1.5"], ["lead_time", "4-3 weeks"], ["moq", "0"], ["order_multiple", "abc"]]);
    expect(readAvailabilityCells(row, keys).problems.map((p) => [p.column, p.key])).toEqual([
      ["stock_casablanca", "admin.csv.errors.stockQuantity"],
      ["stock_dubai", "admin.csv.errors.stockQuantity"],
      ["lead_time", "admin.csv.errors.leadTime"],
      ["moq", "admin.csv.errors.orderQuantity"],
      ["order_multiple", "admin.csv.errors.orderQuantity"],
    ]);
  });

  it("knows a stock column per location and refuses one for an unknown location by name", () => {
    expect(availabilityColumns(keys)).toEqual(["stock_casablanca", "stock_dubai", "lead_time", "moq", "order_multiple"]);
    expect(checkHeader(["part_number", "name_en", "category", "stock_dubai", "moq"], keys)).toMatchObject({ ok: true });
    expect(checkHeader(["part_number", "name_en", "category", "stock_tangier"], keys)).toMatchObject({
      ok: false,
      key: "admin.csv.errors.unknownLocation",
      vars: { column: "stock_tangier", location: "tangier", locations: "casablanca, dubai" },
    });
  });
});
