import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';

// The demo project's files, made in code. Both are the same bytes on every run and every node
// (shapes only, no fonts in the image; no dates in the PDF): two nodes seeding at once store the
// same bytes under the same key, so the row that wins always describes what is stored.

/** A wireframe of the sales overview: header, three figure cards, a bar chart, a payouts list. */
export async function wireframePng(): Promise<Buffer> {
  const bars = [120, 180, 150, 210, 260, 230, 300]
    .map((h, i) => `<rect x="${60 + i * 70}" y="${560 - h}" width="40" height="${h}" rx="6" fill="#14b8a6"/>`)
    .join('');
  const cards = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${40 + i * 250}" y="100" width="220" height="120" rx="14" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>` +
        `<rect x="${60 + i * 250}" y="125" width="90" height="12" rx="6" fill="#94a3b8"/>` +
        `<rect x="${60 + i * 250}" y="155" width="150" height="28" rx="8" fill="#0f172a"/>`,
    )
    .join('');
  const payouts = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="580" y="${280 + i * 70}" width="200" height="54" rx="10" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>` +
        `<circle cx="606" cy="${307 + i * 70}" r="12" fill="${i === 0 ? '#f59e0b' : '#22c55e'}"/>` +
        `<rect x="628" y="${300 + i * 70}" width="120" height="14" rx="7" fill="#94a3b8"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#f1f5f9"/>
    <rect width="800" height="64" fill="#0f766e"/>
    <rect x="24" y="22" width="140" height="20" rx="10" fill="#ccfbf1"/>
    <circle cx="756" cy="32" r="18" fill="#ccfbf1"/>
    ${cards}
    <rect x="40" y="250" width="520" height="330" rx="14" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>
    ${bars}
    ${payouts}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const BRIEF: Array<[heading: string, text: string]> = [
  ['Goal', 'A faster, mobile-first dashboard for merchants: sales at a glance, mobile money payouts, offline receipts.'],
  ['Who it is for', 'Market traders in Makola and Kejetia, mostly on low-cost Android phones with patchy data.'],
  ['In scope', 'Sales overview, payout history with fees shown before confirming, the last 50 receipts offline.'],
  ['Milestones', 'Research and wireframes; a beta for 50 merchants in Accra and Kumasi; the public launch.'],
  ['Success', 'Support calls about missing payouts halved; 40 of the 50 beta merchants still using it after a month.'],
];

/** A one-page project brief. */
export async function briefPdf(): Promise<Buffer> {
  // No Producer or dates: they would change the bytes on every run.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle('Merchant dashboard redesign: project brief');
  doc.setAuthor('Ama Mensah');
  const page = doc.addPage([595, 842]);
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  page.drawText('Merchant dashboard redesign', { x: 56, y: 770, size: 22, font: bold, color: rgb(0.06, 0.46, 0.43) });
  page.drawText('Project brief, agreed with Efua Addo (client)', { x: 56, y: 744, size: 12, font: regular });
  let y = 700;
  for (const [heading, text] of BRIEF) {
    page.drawText(heading, { x: 56, y, size: 13, font: bold });
    page.drawText(text, { x: 56, y: y - 18, size: 10.5, font: regular, maxWidth: 480, lineHeight: 14 });
    y -= 64;
  }
  return Buffer.from(await doc.save());
}
