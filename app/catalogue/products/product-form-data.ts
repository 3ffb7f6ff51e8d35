import { decodeFormFields, formChecked, formRows } from "~/form-fields";

// The product form posts flat fields ("name.fr", "specs.2.value", repeated "applications"), so
// that it submits with or without JavaScript; decoded by the forms' one decoder, then shaped here.

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** The fields of a posted product form as a value for `productInputSchema`. */
export function productInputFromForm(form: FormData): unknown {
  const out = decodeFormFields(form, ["applications"]);
  // The availability fieldset is read apart (app/availability/availability-form.ts).
  delete out.availability;
  out.featured = formChecked(out.featured);
  // A row the person left empty (a spare line of the editor) is not an error.
  out.specs = formRows(out.specs).filter((row) => !(blank(row.attribute) && blank(row.value)));
  // One part number per line; cross references as "Maker: part number" lines.
  const lines = (value: unknown) => (typeof value === "string" ? value.split(/\r?\n/).map((l) => l.trim()).filter(Boolean) : []);
  out.alternatives = lines(out.alternatives);
  out.crossReferences = lines(out.crossReferences).map((line) => {
    const colon = line.indexOf(":");
    return colon < 0 ? { manufacturer: "", partNumber: line } : { manufacturer: line.slice(0, colon).trim(), partNumber: line.slice(colon + 1).trim() };
  });
  for (const list of ["documents", "images"] as const) {
    out[list] = formRows(out[list]).map((row) => ({ ...row, mediaId: Number(row.mediaId) }));
  }
  return out;
}

