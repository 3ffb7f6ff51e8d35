import type { QuoteItemRow } from "~/db/schema";
import type { Candidate, MatchHow } from "./match-parts.server";
import type { ListLine } from "./parts-list";

/** One line of a pasted or uploaded parts list, matched, with the buyer's choice. */
export interface DraftLine extends ListLine {
  how: MatchHow;
  candidates: Candidate[];
  /** The product the buyer confirmed or picked; null: the part to source, as typed. */
  choice: number | null;
}

/** The draft line as a quote request's item: the chosen product, or the part to source as typed. */
export function draftItem(line: DraftLine): QuoteItemRow | null {
  if (line.quantity === null || line.error) return null;
  const chosen = line.choice === null ? undefined : line.candidates.find((c) => c.productId === line.choice);
  return {
    productId: chosen?.productId ?? null,
    partNumber: chosen?.partNumber ?? line.part,
    quantity: line.quantity,
    ...(line.reference ? { reference: line.reference } : {}),
    ...(chosen && chosen.partNumber !== line.part ? { requested: line.part } : {}),
  };
}

/** The items the quote form sends for this browser's list: products, parts to source, parts-list lines. */
export function listItems(lines: Array<{ productId: number; partNumber: string; quantity: number }>, parts: Array<{ part: string; quantity: number }>, draftLines: DraftLine[]): QuoteItemRow[] {
  return [
    ...lines.map(({ productId, partNumber, quantity }) => ({ productId, partNumber, quantity })),
    // A part to source has no product id: staff see it is not one of ours (issue 32).
    ...parts.map(({ part, quantity }) => ({ productId: null, partNumber: part, quantity })),
    ...draftLines.map(draftItem).filter((item) => item !== null),
  ];
}
