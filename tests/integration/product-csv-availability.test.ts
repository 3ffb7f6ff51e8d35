import { describe, expect, it } from "vitest";
import type { ImportReport } from "~/catalogue/product-csv/product-csv-report";
import { parseCsv, productCsvCalls, writeCsv } from "../support/product-csv";
import { errorOf, serverForFile } from "../support/server";
import { webhookReceiverForFile } from "../support/webhook-receiver";

// The product CSV's availability columns through the built server (PGlite): exported per stock
// location, read back through availability's one writer in the import's transaction, a round trip
// that changes nothing (no "last updated" moved, no availability.changed sent), and every bad cell
// refused with its line and column, nothing written.
const ADMIN = { username: "csv-stock", password: "a long enough password" };
const env: Record<string, string> = { NODE_ENV: "test", WEBHOOK_INTERVAL_SECONDS: "0.2" };
const server = serverForFile({ admin: ADMIN, signInFrom: "198.51.100.90", env: () => env, startTimeoutMs: 180_000 });
const { call } = server;
const { exportCsv, importCsv } = productCsvCalls(call);

interface Figures {
  stock: Record<string, number>;
  leadTime: string | null;
  minimumOrder: number | null;
  orderMultiple: number | null;
  updatedAt: string | null;
}

const hooks = webhookReceiverForFile();
/** The events delivered so far. */
const received = () => hooks.received.map((r) => JSON.parse(r.body) as { type: string; data: { partNumber?: string } });

const figuresOf = async (pn: string): Promise<Figures> => {
  const response = await call(`/api/admin/products/by-part-number/${encodeURIComponent(pn)}`, { session: server.session });
  expect(response.status).toBe(200);
  return ((await response.json()) as { availability: Figures }).availability;
};
const reportOf = async (response: Response) => (await response.json()) as ImportReport & { error?: { message: string }; report?: ImportReport };
const exportAll = () => exportCsv(server.session);
/** A file of the header and the rows given, cells by column name. */
const file = (header: string[], rows: Record<string, string>[]) => writeCsv({ header, rows: rows.map((r) => ({ ...r }) as never) });

describe("the product CSV's availability columns", () => {
  it("exports a stock column per location, then lead_time, moq and order_multiple, as the figures stand", async () => {
    const { header, rows } = parseCsv(await exportAll());
    expect(header.slice(-5)).toEqual(["stock_casablanca", "stock_dubai", "lead_time", "moq", "order_multiple"]);
    // The demo gives every fourth product stock in Casablanca and a 2-3 week lead time.
    const held = rows.find((r) => r.stock_casablanca !== "")!;
    const figures = await figuresOf(held.part_number);
    expect(held.stock_casablanca).toBe(String(figures.stock.casablanca));
    expect(held.lead_time).toBe("2-3 weeks");
    expect(rows.some((r) => r.stock_casablanca === "" && r.lead_time === "")).toBe(true);
  });

  it("re-imports its own export changing nothing: no row updated, no 'last updated' moved, no availability.changed sent; a change after it is the only event", async () => {
    const created = await call("/admin/webhooks", {
      method: "POST",
      headers: { Cookie: server.session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([["csrfToken", server.session.status.csrfToken!], ["intent", "create"], ["url", `${hooks.base}/erp`], ["events", "availability.changed"], ["events", "product.updated"]]).toString(),
    });
    expect(created.status).toBe(200);
    const text = await exportAll();
    const table = parseCsv(text);
    const held = table.rows.find((r) => r.stock_casablanca !== "")!;
    const before = await figuresOf(held.part_number);
    const answer = await importCsv(server.session, text, { dryRun: false });
    expect(answer.status).toBe(200);
    const report = await reportOf(answer);
    expect(report.counts).toEqual({ rows: table.rows.length, create: 0, update: 0, unchanged: table.rows.length, error: 0 });
    expect(await figuresOf(held.part_number)).toEqual(before);
    expect(await exportAll()).toBe(text);

    // Then one figure changed, and only that: an update of the figures, announced as availability.changed alone.
    held.stock_casablanca = String(Number(held.stock_casablanca) + 5);
    const changed = await reportOf(await importCsv(server.session, writeCsv(table), { dryRun: false }));
    expect(changed.counts).toMatchObject({ update: 1, error: 0 });
    expect(changed.rows).toEqual([expect.objectContaining({ partNumber: held.part_number, outcome: "update", changes: [{ column: "stock_casablanca", old: String(before.stock.casablanca), new: held.stock_casablanca }] })]);
    expect((await figuresOf(held.part_number)).stock.casablanca).toBe(before.stock.casablanca! + 5);
    await expect.poll(() => hooks.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Give a stray event of the round trip (or a product.updated) time to show up too.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received().map((r) => [r.type, r.data.partNumber])).toEqual([["availability.changed", held.part_number]]);
  });

  it("leaves a figure whose column the file does not have, clears it on a blank cell, reads French lead times, and the dry run shows it all first", async () => {
    const { rows } = parseCsv(await exportAll());
    const row = rows.find((r) => r.stock_casablanca !== "" && r.stock_dubai !== "")!;
    const before = await figuresOf(row.part_number);
    const header = ["part_number", "name_en", "category", "stock_dubai", "lead_time", "moq"];
    const cells = { part_number: row.part_number, name_en: row.name_en, category: row.category, stock_dubai: "", lead_time: "3 à 4 semaines", moq: "1 200" };
    const dry = await reportOf(await importCsv(server.session, file(header, [cells])));
    expect(dry.rows[0]).toMatchObject({
      outcome: "update",
      changes: [
        { column: "stock_dubai", old: String(before.stock.dubai), new: "" },
        { column: "lead_time", old: "2-3 weeks", new: "3-4 weeks" },
        { column: "moq", old: "", new: "1200" },
      ],
    });
    expect(await figuresOf(row.part_number)).toEqual(before);

    const real = await importCsv(server.session, file(header, [cells]), { dryRun: false });
    expect(real.status).toBe(200);
    const after = await figuresOf(row.part_number);
    expect(after).toMatchObject({ stock: { casablanca: before.stock.casablanca }, leadTime: "3-4 weeks", minimumOrder: 1200, orderMultiple: before.orderMultiple });
    expect(after.stock.dubai).toBeUndefined();
    const days = await importCsv(server.session, file(["part_number", "name_en", "category", "lead_time"], [{ ...cells, lead_time: "10 jours" }]), { dryRun: false });
    expect(days.status).toBe(200);
    expect((await figuresOf(row.part_number)).leadTime).toBe("10 days");
  });

  it("creates a new product with its figures", async () => {
    const { rows } = parseCsv(await exportAll());
    const header = ["part_number", "name_en", "category", "stock_casablanca", "lead_time", "moq", "order_multiple"];
    const answer = await importCsv(server.session, file(header, [{ part_number: "VT-CSV-STOCK-1", name_en: "CSV stock relay", category: rows[0]!.category, stock_casablanca: "40", lead_time: "6 weeks", moq: "10", order_multiple: "5" }]), { dryRun: false });
    expect(answer.status).toBe(200);
    expect(await figuresOf("VT-CSV-STOCK-1")).toMatchObject({ stock: { casablanca: 40 }, leadTime: "6 weeks", minimumOrder: 10, orderMultiple: 5 });
  });

  describe("refuses a bad cell with its line and column, and writes nothing", () => {
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ["a negative stock", { stock_casablanca: "-5" }, "stock_casablanca", '"-5" is not a quantity in stock'],
      ["a stock that is not a number", { stock_dubai: "abc" }, "stock_dubai", '"abc" is not a quantity in stock'],
      ["a fraction of a unit", { moq: "1.5" }, "moq", '"1.5" is not a quantity'],
      ["a minimum order of 0", { moq: "0" }, "moq", '"0" is not a quantity'],
      ["a multiple that is not a number", { order_multiple: "x5" }, "order_multiple", '"x5" is not a quantity'],
      ["a lead time that does not read", { lead_time: "soon" }, "lead_time", '"soon" is not a lead time'],
      ["a lead time whose longest wait is shorter than its shortest", { lead_time: "4-3 weeks" }, "lead_time", '"4-3 weeks" is not a lead time'],
    ];
    for (const [name, bad, column, message] of cases) {
      it(name, async () => {
        const text = await exportAll();
        const table = parseCsv(text);
        Object.assign(table.rows[2]!, bad);
        // A good change on another row is not written either: all or nothing.
        table.rows[0]!.stock_casablanca = "777";
        const answer = await importCsv(server.session, writeCsv(table), { dryRun: false });
        expect(answer.status).toBe(422);
        const { report } = await reportOf(answer);
        const row = report!.rows.find((r) => r.outcome === "error")!;
        expect(row).toMatchObject({ line: 4, partNumber: table.rows[2]!.part_number });
        expect(row.messages).toEqual([expect.stringContaining(`${column}: ${message}`)]);
        expect(await exportAll()).toBe(text);
      });
    }

    it("in French too", async () => {
      const table = parseCsv(await exportAll());
      table.rows[0]!.lead_time = "bientôt";
      const answer = await call("/api/admin/products/import?dryRun=true", {
        method: "POST",
        session: server.session,
        lang: "fr",
        headers: { "Content-Type": "text/csv" },
        body: writeCsv(table),
      });
      const report = await reportOf(answer);
      expect(report.rows[0]!.messages).toEqual([expect.stringMatching(/^lead_time\s:\s«\sbientôt\s»\sn’est pas un délai/)]);
    });
  });

  it("refuses a stock column for a location that does not exist, naming the column, and writes nothing", async () => {
    const text = await exportAll();
    const table = parseCsv(text);
    table.header.push("stock_tangier");
    table.rows[0]!.stock_tangier = "12";
    const answer = await importCsv(server.session, writeCsv(table), { dryRun: false });
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).message).toBe(
      'Column "stock_tangier": there is no stock location with the key "tangier". Add it under Settings, Stock locations, or rename the column. The locations are: casablanca, dubai.',
    );
    expect(await exportAll()).toBe(text);
  });
});
