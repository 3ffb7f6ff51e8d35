/*
 * Technical runs inside right-to-left text (decision 066). A part number, a value with its unit, a
 * reference or a phone number written inside an Arabic sentence ("حساس تقارب حثي، M18، مسافة 5 mm")
 * must read left to right, as a whole: without an isolate the bidirectional algorithm reads the
 * digits after Arabic letters as Arabic numbers and shows "mm 5". The pages wrap each run in
 * `<bdi dir="ltr">` (`BidiText`, the Markdown renderer), the PDFs in LRI ... PDI marks. Both find
 * the runs here. Stored texts are never changed: the runs are isolated only where a text is shown.
 */

/**
 * A technical run: from a Latin letter or a digit (or a sign before a digit: "+212 522...",
 * "±0.5", "-20…120 °C") to the last one before Arabic text, spaces and the signs of values and
 * part numbers included ("24 V DC", "RM22TG20", "Q-2026-0042", "100–240 V").
 */
const TECHNICAL = /(?:[+±−-](?=[0-9]))?[A-Za-z0-9](?:[A-Za-z0-9 .,:;/\-+×·°%±µΩ()–…_#&'"@=]*[A-Za-z0-9)%°µΩ"])?/g;

/** A closing parenthesis the run did not open belongs to the text around it: "(20%)", "(Incoterms)". */
const unopened = (run: string) => {
  let depth = 0;
  for (let i = 0; i < run.length; i++) {
    if (run[i] === "(") depth++;
    else if (run[i] === ")" && --depth < 0) return i;
  }
  return -1;
};

/** A piece of a text: a technical run, to be isolated left to right, or the text around it. */
export interface TextRun {
  text: string;
  technical: boolean;
}

/**
 * A text cut into its technical runs and the text around them, in order; joined again, the pieces
 * give the text back unchanged. A closing parenthesis a run did not open is left outside it, to be
 * mirrored with its opening one.
 */
export function technicalRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const around = (piece: string) => {
    if (!piece) return;
    const last = runs[runs.length - 1];
    if (last && !last.technical) last.text += piece;
    else runs.push({ text: piece, technical: false });
  };
  let end = 0;
  for (const match of text.matchAll(TECHNICAL)) {
    const run = match[0];
    const cut = unopened(run);
    const inside = cut < 0 ? run : run.slice(0, cut).trimEnd();
    around(text.slice(end, match.index));
    runs.push({ text: inside, technical: true });
    around(run.slice(inside.length));
    end = match.index + run.length;
  }
  around(text.slice(end));
  return runs;
}

/** The isolate marks: LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE. */
export const LRI = "\u2066";
export const PDI = "\u2069";

/** The text with each technical run between LRI and PDI marks: for drawing, never for storing. */
export const isolateTechnicalRuns = (text: string) =>
  technicalRuns(text).map((run) => (run.technical ? `${LRI}${run.text}${PDI}` : run.text)).join("");
