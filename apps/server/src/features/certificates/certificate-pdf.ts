import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { CertificateTexts } from './certificate-texts.js';

/** What a certificate's PDF shows; values are final (dates, durations, level and grade already in `texts`' language). */
export interface CertificatePdfData {
  /** Every fixed word, in the reader's language. */
  texts: CertificateTexts;
  /** What it proves (videos watched, quiz scores), or '' for an older certificate. */
  evidence: string;
  recipientName: string;
  courseTitle: string;
  instructor: string;
  completionDate: string;
  duration: string;
  level: string;
  grade: string;
  code: string;
  issuer: string;
  verificationUrl: string;
  /** The issue time: the PDF's own dates, so two builds of one certificate are the same bytes. */
  issuedAt: Date;
  /** The certificate's signed Open Badges credential (JSON), attached so the PDF alone carries the proof (ADR 077). */
  credential?: { name: string; json: string };
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const TEAL = rgb(0x0f / 255, 0x76 / 255, 0x6e / 255);
const TEAL_DARK = rgb(0x11 / 255, 0x3d / 255, 0x3a / 255);
const GOLD = rgb(0xb8 / 255, 0x86 / 255, 0x0b / 255);
const GOLD_LIGHT = rgb(0xf6 / 255, 0xe7 / 255, 0xb4 / 255);
const INK = rgb(0x1f / 255, 0x29 / 255, 0x37 / 255);
const MUTED = rgb(0x4b / 255, 0x55 / 255, 0x63 / 255);
const PAPER = rgb(0xfd / 255, 0xfc / 255, 0xf7 / 255);

/** Letters of Ghanaian languages (and a few others) the PDF's standard fonts cannot draw. */
const LOOKALIKE: Record<string, string> = { ɛ: 'e', Ɛ: 'E', ɔ: 'o', Ɔ: 'O', ŋ: 'ng', Ŋ: 'Ng', '\u2019': "'", '\u2018': "'" };

/**
 * The standard fonts cover Latin-1 (French accents included). Anything else is replaced by its
 * nearest letter, then by its base letter without accents, so a name never breaks the build.
 */
export function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    for (const candidate of [char, LOOKALIKE[char], char.normalize('NFD').replace(/\p{M}/gu, ''), '?']) {
      if (candidate === undefined || candidate === '') continue;
      try {
        font.encodeText(candidate);
        out += candidate;
        break;
      } catch {
        // Not in the font's encoding: try the next candidate.
      }
    }
  }
  return out;
}

interface Pen {
  page: PDFPage;
  fonts: Record<'regular' | 'bold' | 'serifBold' | 'serifItalic', PDFFont>;
}

/** Draws a line of text centred on x, shrinking it (down to minSize) until it fits maxWidth. */
function centred(
  pen: Pen,
  text: string,
  opts: { x: number; y: number; size: number; font: PDFFont; color: ReturnType<typeof rgb>; maxWidth: number; minSize?: number },
) {
  const value = printable(opts.font, text);
  let size = opts.size;
  while (size > (opts.minSize ?? 8) && opts.font.widthOfTextAtSize(value, size) > opts.maxWidth) size -= 0.5;
  const width = opts.font.widthOfTextAtSize(value, size);
  pen.page.drawText(value, { x: opts.x - width / 2, y: opts.y, size, font: opts.font, color: opts.color });
}

function frame(page: PDFPage, width: number, height: number): void {
  page.drawRectangle({ x: 0, y: 0, width, height, color: PAPER });
  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: TEAL, borderWidth: 6 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: height - 64, borderColor: GOLD, borderWidth: 1.2 });
  // Gold corner marks inside the inner frame.
  for (const [x, y] of [
    [40, 40],
    [width - 40, 40],
    [40, height - 40],
    [width - 40, height - 40],
  ] as const) {
    page.drawCircle({ x, y, size: 3.5, color: GOLD });
  }
}

function seal(pen: Pen, x: number, y: number, issuer: string, verified: string): void {
  const { page, fonts } = pen;
  page.drawCircle({ x, y, size: 38, color: GOLD_LIGHT, borderColor: GOLD, borderWidth: 2 });
  page.drawCircle({ x, y, size: 31, borderColor: GOLD, borderWidth: 0.8 });
  centred(pen, issuer, { x, y: y + 2, size: 11, font: fonts.bold, color: TEAL_DARK, maxWidth: 56 });
  centred(pen, verified, { x, y: y - 11, size: 7, font: fonts.bold, color: GOLD, maxWidth: 56 });
}

function detail(pen: Pen, label: string, value: string, x: number, y: number, maxWidth: number): void {
  centred(pen, label.toUpperCase(), { x, y: y + 18, size: 8.5, font: pen.fonts.bold, color: MUTED, maxWidth });
  centred(pen, value, { x, y, size: 13, font: pen.fonts.bold, color: INK, maxWidth, minSize: 9 });
}

/**
 * A landscape A4 certificate: recipient, course, instructor, date, duration, level, grade, the
 * verification code and a QR code of the public verification page. Objects are not packed into
 * object streams, so the text stays findable by simple tools (and by our tests).
 */
export async function buildCertificatePdf(data: CertificatePdfData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { texts } = data;
  const title = `${texts.title}: ${data.courseTitle}`;
  pdf.setTitle(title);
  pdf.setAuthor(data.issuer);
  pdf.setSubject(texts.subject(data.recipientName, data.courseTitle, data.code, data.verificationUrl));
  pdf.setKeywords([data.code, data.issuer, 'certificate']);
  pdf.setCreator(data.issuer);
  pdf.setProducer(data.issuer);
  pdf.setCreationDate(data.issuedAt);
  pdf.setModificationDate(data.issuedAt);

  const page = pdf.addPage(A4_LANDSCAPE);
  const [width, height] = A4_LANDSCAPE;
  const pen: Pen = {
    page,
    fonts: {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
      serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
      serifItalic: await pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
    },
  };
  const { fonts } = pen;
  const mid = width / 2;
  frame(page, width, height);

  // Wordmark.
  page.drawText(data.issuer, { x: 58, y: height - 78, size: 20, font: fonts.bold, color: TEAL });
  page.drawText(printable(fonts.regular, texts.tagline), { x: 58, y: height - 94, size: 9, font: fonts.regular, color: MUTED });

  centred(pen, texts.title, { x: mid, y: height - 150, size: 34, font: fonts.serifBold, color: TEAL_DARK, maxWidth: 600 });
  page.drawLine({ start: { x: mid - 60, y: height - 164 }, end: { x: mid + 60, y: height - 164 }, thickness: 2, color: GOLD });

  centred(pen, texts.certifies, { x: mid, y: height - 198, size: 13, font: fonts.regular, color: MUTED, maxWidth: 600 });
  centred(pen, data.recipientName, { x: mid, y: height - 246, size: 38, font: fonts.serifItalic, color: INK, maxWidth: 620, minSize: 18 });
  page.drawLine({ start: { x: mid - 190, y: height - 258 }, end: { x: mid + 190, y: height - 258 }, thickness: 0.8, color: GOLD });
  centred(pen, texts.completed, {
    x: mid,
    y: height - 284,
    size: 13,
    font: fonts.regular,
    color: MUTED,
    maxWidth: 600,
  });
  centred(pen, data.courseTitle, { x: mid, y: height - 318, size: 24, font: fonts.bold, color: TEAL, maxWidth: 640, minSize: 12 });
  centred(pen, texts.instructor(data.instructor), { x: mid, y: height - 342, size: 12, font: fonts.regular, color: INK, maxWidth: 600 });

  if (data.evidence) {
    centred(pen, data.evidence, { x: mid, y: height - 362, size: 10, font: fonts.regular, color: MUTED, maxWidth: 640, minSize: 6 });
  }

  // Four facts in a row.
  const columns: [string, string][] = [
    [texts.completedOn, data.completionDate],
    [texts.duration, data.duration],
    [texts.level, data.level],
    [texts.grade, data.grade],
  ];
  const rowWidth = 560;
  columns.forEach(([label, value], i) => {
    const x = mid - rowWidth / 2 + rowWidth / columns.length / 2 + (i * rowWidth) / columns.length;
    detail(pen, label, value, x, height - 402, rowWidth / columns.length - 12);
  });

  // Issuer, bottom left.
  page.drawLine({ start: { x: 70, y: 118 }, end: { x: 270, y: 118 }, thickness: 0.8, color: INK });
  page.drawText(printable(fonts.bold, texts.issuedBy(data.issuer)), { x: 70, y: 102, size: 11, font: fonts.bold, color: INK });
  page.drawText(printable(fonts.regular, data.completionDate), { x: 70, y: 88, size: 9, font: fonts.regular, color: MUTED });

  seal(pen, mid, 100, data.issuer, texts.verified);

  // QR code of the verification page, bottom right, with the code under it.
  const qr = await QRCode.toBuffer(data.verificationUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
    color: { dark: '#111827', light: '#ffffff' },
  });
  const image = await pdf.embedPng(qr);
  const qrSize = 84;
  const qrX = width - 70 - qrSize;
  page.drawImage(image, { x: qrX, y: 84, width: qrSize, height: qrSize });
  const right = qrX - 12;
  const rightText = (text: string, y: number, size: number, font: PDFFont, color = INK) => {
    const value = printable(font, text);
    page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y, size, font, color });
  };
  rightText(texts.code, 150, 8.5, fonts.bold, MUTED);
  rightText(data.code, 134, 13, fonts.bold, TEAL_DARK);
  rightText(texts.scan, 112, 8.5, fonts.regular, MUTED);
  let urlSize = 8.5;
  while (urlSize > 5 && fonts.regular.widthOfTextAtSize(printable(fonts.regular, data.verificationUrl), urlSize) > 200) urlSize -= 0.5;
  rightText(data.verificationUrl, 100, urlSize, fonts.regular, TEAL);

  if (data.credential) {
    await pdf.attach(Buffer.from(data.credential.json, 'utf8'), data.credential.name, {
      mimeType: 'application/ld+json',
      description: 'Open Badges 3.0 verifiable credential of this certificate',
      creationDate: data.issuedAt,
      modificationDate: data.issuedAt,
    });
  }
  return pdf.save({ useObjectStreams: false });
}
