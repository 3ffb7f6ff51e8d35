import yazl from "yazl";

/** A ZIP (made with yazl) holding `entries`, for the bulk media upload's tests. */
export const zipOf = (entries: { name: string; bytes: Buffer }[]) =>
  new Promise<Buffer>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const entry of entries) zip.addBuffer(entry.bytes, entry.name);
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve(Buffer.concat(chunks))).on("error", reject);
  });
