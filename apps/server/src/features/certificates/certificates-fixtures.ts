import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';

/** Test-only readers for a certificate PDF. */
function streams(doc: PDFDocument) {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
}

const inflated = (stream: PDFRawStream) =>
  stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);

/** Every string the PDF's pages draw (hex strings shown with Tj), in drawing order. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const stream of streams(doc)) {
    if (stream.dict.get(PDFName.of('Subtype'))) continue;
    for (const match of inflated(stream)
      .toString('latin1')
      .matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

/** Files attached to the PDF (embedded files), by their stream's text. */
export async function pdfAttachments(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return streams(doc)
    .filter((stream) => stream.dict.get(PDFName.of('Type')) === PDFName.of('EmbeddedFile'))
    .map((stream) => inflated(stream).toString('utf8'));
}

/** The PDF's images as RGBA pixels (pdf-lib stores an embedded PNG as 8-bit RGB). */
export async function pdfImages(bytes: Buffer): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }[]> {
  const doc = await PDFDocument.load(bytes);
  const images = [];
  for (const stream of streams(doc)) {
    if (stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (stream.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (stream.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgb = inflated(stream);
    const channels = rgb.length / (width * height);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      for (let c = 0; c < 3; c += 1) rgba[i * 4 + c] = rgb[i * channels + (channels === 1 ? 0 : c)] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}
