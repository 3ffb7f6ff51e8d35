import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from "pdf-lib";

// WinAnsi is Latin-1 except 0x80-0x9F, where it has typographic signs.
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b))).join("") };

/**
 * A PDF parsed back with pdf-lib: its pages and the text its pages draw (the strings of the
 * content streams' text operators, which our standard-font documents write as WinAnsi hex), the
 * number of embedded images, and the addresses of the link annotations.
 */
export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let text = "";
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) text += `${winAnsi.decode(Buffer.from(hex!, "hex"))}\n`;
    }
    const links: string[] = [];
    for (const ref of page.node.Annots()?.asArray() ?? []) {
      const annotation = doc.context.lookup(ref, PDFDict);
      const uri = annotation.lookupMaybe(PDFName.of("A"), PDFDict)?.lookupMaybe(PDFName.of("URI"), PDFString);
      if (annotation.get(PDFName.of("Subtype")) === PDFName.of("Link") && uri) links.push(uri.decodeText());
    }
    return { size: page.getSize(), text, links };
  });
  // Images the pages draw (their resources' image XObjects; a PNG's transparency mask is not counted).
  const images = doc.getPages().reduce((count, page) => {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    const drawn = objects?.values().filter((ref) => {
      const object = doc.context.lookup(ref);
      return object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image");
    });
    return count + (drawn?.length ?? 0);
  }, 0);
  return { doc, pages, text: pages.map((p) => p.text).join(""), images, links: pages.flatMap((p) => p.links) };
}
