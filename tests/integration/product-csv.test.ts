import { afterAll, describe, expect, it } from "vitest";
import type { ImportReport } from "~/catalogue/product-csv/product-csv-report";
import { parseCsv, productCsvCalls, writeCsv } from "../support/product-csv";
import { errorOf, type HttpSession, type TestServer, testServer, serverForFile } from "../support/server";

// The CSV export and import through the built server, on the demo catalogue.
const ADMIN = { username: "csv-admin", password: "a long enough password" };
const { call, signIn } = serverForFile({ admin: ADMIN });
const { exportCsv, importCsv } = productCsvCalls(call);
let ip = 0;
const session = () => signIn(`198.51.100.${++ip}`);
const reportOf = async (response: Response) => (await response.json()) as ImportReport;

/** The catalogue as it stands, to show that a refused or failed import changed nothing. */
async function snapshot(admin: HttpSession) {
  return exportCsv(admin);
}

describe("product CSV export", () => {
  it("needs a session", async () => {
    expect((await call("/api/admin/products/export")).status).toBe(401);
  });

  it("writes every product with every column, UTF-8 with BOM, CRLF", async () => {
    const text = await exportCsv(await session());
    expect(text.startsWith("\uFEFFpart_number,name_en,name_fr,name_ar,description_en,description_fr,description_ar,details_en,details_fr,details_ar,manufacturer,category,subcategory,applications,status,lifecycle,featured,specs,documents,images,replaced_by,alternatives,cross_references,stock_casablanca,stock_dubai,lead_time,moq,order_multiple\r\n")).toBe(true);
    const table = parseCsv(text);
    expect(table.rows.length).toBeGreaterThan(10);
    expect(table.rows.some((r) => r.specs.includes("=") && r.applications !== "")).toBe(true);
  });

  it("takes the product list's filters", async () => {
    const admin = await session();
    const all = parseCsv(await exportCsv(admin)).rows;
    const category = all[0]!.category;
    const filtered = parseCsv(await exportCsv(admin, `?category=${encodeURIComponent(category)}&status=active`)).rows;
    expect(filtered.length).toBe(all.filter((r) => r.category === category && r.status === "active").length);
    expect(parseCsv(await exportCsv(admin, "?category=no-such-category")).rows).toEqual([]);
  });
});

describe("product CSV import", () => {
  it("needs a session (401) and the anti-forgery token (403)", async () => {
    const before = await snapshot(await session());
    expect((await call("/api/admin/products/import", { method: "POST", headers: { "Content-Type": "text/csv" }, body: "part_number,name_en,category\r\nX1,X,relays\r\n" })).status).toBe(401);
    const admin = await session();
    const noToken = await call("/api/admin/products/import", { method: "POST", headers: { Cookie: admin.cookie, "Content-Type": "text/csv" }, body: "part_number,name_en,category\r\nX1,X,relays\r\n" });
    expect(noToken.status).toBe(403);
    expect(await snapshot(admin)).toBe(before);
  });

  it("re-imports its own export unchanged, row for row", async () => {
    const admin = await session();
    const text = await exportCsv(admin);
    const report = await reportOf(await importCsv(admin, text));
    const rows = parseCsv(text).rows.length;
    expect(report.counts).toEqual({ rows, create: 0, update: 0, unchanged: rows, error: 0 });
    expect(report.encoding).toBe("utf-8");
  });

  it("reports an update with exactly the changed fields, old -> new, and the dry run changes nothing", async () => {
    const admin = await session();
    const before = await snapshot(admin);
    const table = parseCsv(before);
    const row = table.rows[0]!;
    const oldName = row.name_fr!;
    row.name_fr = "Nom modifié, avec « guillemets » et ; point-virgule";
    const proper = await importCsv(admin, writeCsv(table));
    const report = await reportOf(proper);
    expect(report.counts).toMatchObject({ update: 1, error: 0 });
    const update = report.rows.find((r) => r.outcome === "update")!;
    expect(update).toMatchObject({ line: 2, partNumber: row.part_number, changes: [{ column: "name_fr", old: oldName, new: row.name_fr }] });
    expect(await snapshot(admin)).toBe(before);
  });

  it("reads semicolon-separated files", async () => {
    const admin = await session();
    const { rows } = parseCsv(await exportCsv(admin));
    const text = `part_number;name_en;category\r\n${rows[0]!.part_number};${rows[0]!.name_en};${rows[0]!.category}\r\n`;
    const report = await reportOf(await importCsv(admin, text, { raw: true }));
    expect(report.separator).toBe(";");
    expect(report.counts).toMatchObject({ unchanged: 1, error: 0 });
  });

  it("imports for real in one go: audited, and the public pages show it at once", async () => {
    const admin = await session();
    const table = parseCsv(await exportCsv(admin));
    const row = table.rows[1]!;
    row.name_en = `${row.name_en} (CSV)`;
    const created = { ...row, part_number: "CSV-NEW-001", name_en: "Imported relay", name_fr: "Relais importé" };
    const file = writeCsv({ header: table.header, rows: [row, created] });
    const response = await importCsv(admin, file, { dryRun: false });
    expect(response.status).toBe(200);
    const report = await reportOf(response);
    expect(report).toMatchObject({ applied: true, counts: { create: 1, update: 1, error: 0 } });
    const after = parseCsv(await exportCsv(admin)).rows;
    expect(after.find((r) => r.part_number === row.part_number)!.name_en).toBe(row.name_en);
    expect(after.find((r) => r.part_number === "CSV-NEW-001")!.name_fr).toBe("Relais importé");
    const search = await (await call(`/api/search?q=${encodeURIComponent("CSV-NEW-001")}`)).text();
    expect(search).toContain("CSV-NEW-001");
    const audit = await (await call("/admin/audit", { headers: { Cookie: admin.cookie } })).text();
    expect(audit).toContain("product.import");
  });

  describe("refuses bad files with a clear message, changing nothing", () => {
    const cases: Array<[string, string | Uint8Array, RegExp]> = [
      ["an empty file", "", /empty/],
      ["a JSON document", '{"products": [{"part_number": "X"}]}', /does not look like a product CSV/],
      ["a single column with no known header", "reference\nA1\nA2\n", /does not look like a product CSV/],
      ["a PNG renamed .csv", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), /not a CSV text file.*PNG/],
      ["a ZIP (xlsx) renamed .csv", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 8, 0, 0, 0]), /not a CSV text file.*ZIP/],
      ["unknown columns", "part_number,name_en,category,colour\r\nA,B,relays,red\r\n", /Unknown columns: "colour"/],
      ["missing required columns", "part_number,name_fr\r\nA,B\r\n", /Missing required columns: "name_en", "category"/],
      ["a header only", "part_number,name_en,category\r\n", /no product rows/],
      ["an unclosed quote", 'part_number,name_en,category\r\nA,"open,relays\r\n', /Line 2: a quoted cell is never closed/],
    ];
    for (const [name, file, message] of cases) {
      it(name, async () => {
        const admin = await session();
        const before = await snapshot(admin);
        for (const dryRun of [true, false]) {
          const response = await importCsv(admin, file, { dryRun });
          expect(response.status).toBe(400);
          expect((await errorOf(response)).message).toMatch(message);
        }
        expect(await snapshot(admin)).toBe(before);
      });
    }

    it("a 10 MB cell, without reading it into memory", async () => {
      const admin = await session();
      const before = await snapshot(admin);
      const file = `part_number,name_en,category\r\nA1,"${"x".repeat(10 * 1024 * 1024)}",relays\r\n`;
      const response = await importCsv(admin, file, { dryRun: false, raw: true });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe("Line 2: a cell is longer than 100 KB. The file was not read further.");
      expect(await snapshot(admin)).toBe(before);
    });

    it("answers in French for French staff", async () => {
      const admin = await session();
      const response = await call("/api/admin/products/import?dryRun=true", {
        method: "POST",
        headers: { Cookie: `${admin.cookie}; lang=fr`, "X-CSRF-Token": admin.status.csrfToken!, "Content-Type": "text/csv", "Accept-Language": "fr" },
        body: "part_number,name_en\r\nA,B\r\n",
      });
      expect((await errorOf(response)).message).toBe('Colonnes obligatoires manquantes\u00a0: "category".');
    });

    it("names the line of an unclosed quote in French too, after a cell that spans lines", async () => {
      const admin = await session();
      const response = await call("/api/admin/products/import?dryRun=true", {
        method: "POST",
        headers: { Cookie: `${admin.cookie}; lang=fr`, "X-CSRF-Token": admin.status.csrfToken!, "Content-Type": "text/csv", "Accept-Language": "fr" },
        body: 'part_number;name_en;category\r\nA;"two\r\nlines";relays\r\nB;"open;relays\r\n',
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/^Ligne 4\s:\sune cellule entre guillemets n’est jamais fermée/);
    });
  });

  describe("reports bad rows by line, and a real import with any of them writes nothing", () => {
    async function rowsReport(lines: string[], check: (report: ImportReport) => void, header = "part_number,name_en,category") {
      const admin = await session();
      const before = await snapshot(admin);
      const { rows } = parseCsv(before);
      const extra = ",".repeat(header.split(",").length - 3);
      const good = `${rows[0]!.part_number},${rows[0]!.name_en.replaceAll(",", "")} changed,${rows[0]!.category}${extra}`;
      const file = [header, good, ...lines].join("\r\n");
      check(await reportOf(await importCsv(admin, file)));
      const real = await importCsv(admin, file, { dryRun: false });
      expect(real.status).toBe(422);
      const body = (await real.json()) as { error: { message: string }; report: ImportReport };
      expect(body.error.message).toMatch(/^Nothing was imported: (1 row has|\d+ rows have) errors\.$/);
      check(body.report);
      expect(await snapshot(admin)).toBe(before);
    }

    it("ragged rows", () =>
      rowsReport(["NEW-1,Too many,relays,extra", "NEW-2"], (report) => {
        expect(report.rows.filter((r) => r.outcome === "error").map((r) => r.messages![0])).toEqual([
          "Line 3 has 4 cells but the header has 3.",
          "Line 4 has 1 cell but the header has 3.",
        ]);
      }));

    it("by the line they start on, after cells that span lines", () =>
      rowsReport(['NEW-5,"Relay\r\nwith\nthree lines",relays-control', "NEW-6"], (report) => {
        expect(report.rows.filter((r) => r.outcome === "error").map((r) => r.messages![0])).toContain("Line 6 has 1 cell but the header has 3.");
        expect(report.rows.find((r) => r.partNumber === "NEW-5")?.line).toBe(3);
      }));

    it("duplicate part numbers, naming both lines", () =>
      rowsReport(["DUP-1,First,relays-control", "DUP-1,Second,relays-control"], (report) => {
        const error = report.rows.find((r) => r.outcome === "error")!;
        expect(error).toMatchObject({ line: 4, partNumber: "DUP-1", messages: ["Part number DUP-1 appears twice: on line 3 and on line 4."] });
      }));

    it("a blank status and lifecycle take the defaults", async () => {
      const admin = await session();
      const file = ["part_number,name_en,category,status,lifecycle", "BLANK-DEFAULTS-1,Defaults relay,relays-control,,"].join("\r\n");
      const report = await reportOf(await importCsv(admin, file, { dryRun: false }));
      expect(report.counts).toMatchObject({ create: 1, error: 0 });
      const row = parseCsv(await exportCsv(admin)).rows.find((r) => r.part_number === "BLANK-DEFAULTS-1")!;
      expect([row.status, row.lifecycle]).toEqual(["active", "active"]);
    });

    it("every problem of a row at once, the allowed values named", () =>
      rowsReport(["NEW-4,Thing,Flux capacitors,eol,maybe"], (report) => {
        const error = report.rows.find((r) => r.outcome === "error")!;
        expect(error.line).toBe(3);
        expect(error.messages).toEqual(
          expect.arrayContaining([
            'status: "eol" is not one of the allowed values: active, inactive.',
            'lifecycle: "maybe" is not one of the allowed values: active, new, nrnd, obsolete.',
            'category: Unknown category: "Flux capacitors".',
          ]),
        );
      }, "part_number,name_en,category,status,lifecycle"));

    it("unknown categories, naming the value", () =>
      rowsReport(["NEW-3,Thing,Flux capacitors"], (report) => {
        expect(report.rows.find((r) => r.outcome === "error")).toMatchObject({ line: 3, messages: ['category: Unknown category: "Flux capacitors".'] });
        expect(report.counts).toMatchObject({ update: 1, error: 1 });
      }));
  });

  it("reads a Latin-1 (Windows-1252) file from older Excel correctly, with a notice", async () => {
    const admin = await session();
    const before = await snapshot(admin);
    const row = parseCsv(before).rows[2]!;
    const text = `part_number;name_en;name_fr;category\r\n${row.part_number};${row.name_en.replaceAll(";", "")};Relais électrique à 24 V – modèle « été »;${row.category}\r\n`;
    const latin1 = Uint8Array.from([...text].map((ch) => (ch === "–" ? 0x96 : ch === "«" ? 0xab : ch === "»" ? 0xbb : ch.charCodeAt(0))));
    const report = await reportOf(await importCsv(admin, latin1));
    expect(report.encoding).toBe("windows-1252");
    expect(report.notices[0]).toMatch(/read as Windows-1252/);
    expect(report.rows[0]!.changes!.find((c) => c.column === "name_fr")!.new).toBe("Relais électrique à 24 V – modèle « été »");
    expect(await snapshot(admin)).toBe(before);
  });

  it("imports formula payloads as plain text and exports them neutralised", async () => {
    const admin = await session();
    const { rows } = parseCsv(await exportCsv(admin));
    const payload = '=HYPERLINK("http://evil.example","Click")';
    const file = `part_number,name_en,description_en,category\r\nFORMULA-1,"${payload.replaceAll('"', '""')}",@SUM(A1:A9),${rows[0]!.category}\r\n`;
    expect((await importCsv(admin, file, { dryRun: false })).status).toBe(200);
    const text = await exportCsv(admin, "?q=FORMULA-1");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(",'@SUM(A1:A9),");
    const product = parseCsv(text).rows[0]!;
    expect(product.name_en).toBe(`'${payload}`);
    // The guard is undone on the way back in: the round trip is exact.
    const again = await reportOf(await importCsv(admin, text));
    expect(again.counts).toMatchObject({ unchanged: 1, error: 0 });
  });
});

describe("a failure in the middle of a real import", () => {
  let broken: TestServer;
  afterAll(() => broken?.dispose());

  it("rolls back every row already written", async () => {
    broken = testServer({ admin: ADMIN });
    await broken.start();
    await broken.stop();
    // A rule the file's checks cannot know: row 2,500 passes them and breaks on writing.
    const { openDatabase } = await import("~/db/client.server");
    const { sql } = await import("drizzle-orm");
    const db = await openDatabase({ databaseUrl: broken.storageEnv.DATABASE_URL, dataDir: broken.storageEnv.DATA_DIR! });
    await db.db.execute(sql`alter table products add constraint test_no_boom check (manufacturer <> 'BOOM')`);
    await db.close();
    await broken.restart();
    const csv = productCsvCalls(broken.call);
    const admin = await broken.signIn("198.51.100.200");
    const before = await csv.exportCsv(admin);
    const category = parseCsv(before).rows[0]!.category;
    const lines = ["part_number,name_en,manufacturer,category"];
    for (let i = 1; i <= 3000; i++) lines.push(`BULK-${i},Bulk ${i},${i === 2500 ? "BOOM" : "Maker"},${category}`);
    const response = await csv.importCsv(admin, lines.join("\r\n"), { dryRun: false, raw: true });
    expect(response.status).toBe(500);
    expect((await errorOf(response)).message).toMatch(/^The import failed while writing, and nothing was changed/);
    expect(await csv.exportCsv(admin)).toBe(before);
  }, 120_000);
});
