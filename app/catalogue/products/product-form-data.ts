// The product form posts flat fields ("name.fr", "specs.2.value", repeated "applications"), so
// that it submits with or without JavaScript; this turns them into the input schema's shape.


function setPath(root: Record<string, unknown>, path: string[], value: string) {
  let node: Record<string, unknown> | unknown[] = root;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    const key = /^\d{1,3}$/.test(segment) ? Number(segment) : segment;
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    if (container[key] === undefined) container[key] = /^\d{1,3}$/.test(path[i + 1]!) ? [] : {};
    node = container[key] as Record<string, unknown>;
  });
}

const UNSAFE_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

const rows = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null) : [];

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** The fields of a posted product form as a value for `productInputSchema`. */
export function productInputFromForm(form: FormData): unknown {
  const out: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "applications" || name === "csrfToken" || name === "intent") continue;
    // The availability fieldset is read apart (app/availability/availability-form.ts).
    if (name.startsWith("availability.")) continue;
    const path = name.split(".");
    // A crafted field name must not reach Object.prototype.
    if (path.some((segment) => UNSAFE_SEGMENTS.has(segment))) continue;
    setPath(out, path, value);
  }
  out.applications = form.getAll("applications").filter((v): v is string => typeof v === "string" && v !== "");
  out.featured = out.featured === "on" || out.featured === "true";
  // A row the person left empty (a spare line of the editor) is not an error.
  out.specs = rows(out.specs).filter((row) => !(blank(row.attribute) && blank(row.value)));
  // One part number per line; cross references as "Maker: part number" lines.
  const lines = (value: unknown) => (typeof value === "string" ? value.split(/\r?\n/).map((l) => l.trim()).filter(Boolean) : []);
  out.alternatives = lines(out.alternatives);
  out.crossReferences = lines(out.crossReferences).map((line) => {
    const colon = line.indexOf(":");
    return colon < 0 ? { manufacturer: "", partNumber: line } : { manufacturer: line.slice(0, colon).trim(), partNumber: line.slice(colon + 1).trim() };
  });
  for (const list of ["documents", "images"] as const) {
    out[list] = rows(out[list]).map((row) => ({ ...row, mediaId: Number(row.mediaId) }));
  }
  return out;
}

