import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardSvg, OG_HEIGHT, OG_WIDTH, renderPng, textWidth, wrapText, type OgCard } from './og-image.js';

// Link-preview images (issue 26 §2): what is drawn, at what size, and that members' own text cannot break it.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const LONG_TITLE = 'Introduction to Data Analysis with Python and pandas for Small Businesses in West Africa: A Guide!!!';

/** Width in pixels of a line of DejaVu Sans as librsvg really draws it. */
async function drawnWidth(text: string, fontSize: number, bold: boolean): Promise<number> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${fontSize * 2}"><text x="10" y="${fontSize * 1.4}" ` +
    `font-family="DejaVu Sans" font-size="${fontSize}"${bold ? ' font-weight="700"' : ''}>${text}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  return info.width;
}

async function expectPreviewPng(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', OG_WIDTH, OG_HEIGHT]);
  // WhatsApp drops previews over ~300 KB.
  expect(png.length).toBeLessThan(300 * 1024);
}

describe('text layout', () => {
  it('never estimates a line narrower than librsvg draws it, so nothing runs off the card', async () => {
    for (const [text, bold] of [
      ['Éloïse NGuessan-Abena', true],
      [LONG_TITLE, true],
      ['Senior Full-Stack Developer at Hubtel, Accra', false],
      ['WWW MMM iii 0123456789', false],
    ] as const) {
      expect(await drawnWidth(text, 40, bold)).toBeLessThanOrEqual(textWidth(text, 40, bold));
    }
  });

  it('wraps a 100-character title into 2 lines that fit, ending with an ellipsis, and leaves a short one alone', () => {
    expect(LONG_TITLE).toHaveLength(100);
    const lines = wrapText(LONG_TITLE, { width: 700, fontSize: 40, bold: true, maxLines: 2 });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(textWidth(line, 40, true)).toBeLessThanOrEqual(700);
    expect(LONG_TITLE.startsWith(`${lines[0]} ${lines[1]!.slice(0, -1)}`)).toBe(true);
    expect(wrapText('Data basics', { width: 700, fontSize: 40, maxLines: 2 })).toEqual(['Data basics']);
  });

  it('cuts a word longer than a line and keeps accents with their letters', () => {
    const lines = wrapText(`${'é'.repeat(80)}`, { width: 300, fontSize: 40, maxLines: 2 });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^é+…$/);
    // Decomposed accents (e + U+0301) stay whole graphemes.
    const decomposed = 'e\u0301'.repeat(60);
    for (const line of wrapText(decomposed, { width: 300, fontSize: 40, maxLines: 2 })) expect(line.startsWith('\u0301')).toBe(false);
  });
});

describe('cards', () => {
  const certificate = (holderName: string, courseTitle = 'Data basics'): OgCard => ({
    kind: 'certificate',
    holderName,
    courseTitle,
    issuedAt: '2026-03-12T10:00:00.000Z',
    code: 'SL-ABCD-EFGH-JKMN',
  });

  it('draws a certificate: brand, heading, holder, course, date and code, in English and French', async () => {
    const svg = cardSvg(certificate("Éloïse N'Guessan-Abena", LONG_TITLE), 'en', 'skilllink.example');
    expect(svg).toContain('CERTIFICATE OF COMPLETION');
    expect(svg).toContain('Éloïse N&#39;Guessan-Abena');
    expect(svg).toContain('Issued 12 March 2026 · SL-ABCD-EFGH-JKMN');
    expect(svg).toMatch(/Skill<tspan[^>]*>Link<\/tspan>/);
    await expectPreviewPng(await renderPng(svg));
    const fr = cardSvg(certificate('Ama Mensah'), 'fr', 'skilllink.example');
    expect(fr).toContain('CERTIFICAT DE RÉUSSITE');
    expect(fr).toContain('Délivré le 12 mars 2026');
  });

  it('escapes markup in a name: the SVG stays valid and draws', async () => {
    const svg = cardSvg(certificate('<script>&"Bobby\'</script>'), 'en', 'x');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;Bobby&#39;&lt;/script&gt;');
    expect(svg).not.toContain('<script>');
    await expectPreviewPng(await renderPng(svg));
  });

  it('shortens a very long name with an ellipsis on one line, and drops control characters librsvg would refuse', async () => {
    const svg = cardSvg(certificate(`${'Nana Akua Serwaa Bonsu-Owusu '.repeat(4)}\u0007`), 'en', 'x');
    expect(svg).toMatch(/Nana Akua[^<]*…<\/text>/);
    expect(svg).not.toContain('\u0007');
    await expectPreviewPng(await renderPng(svg));
  });

  it('draws a member with headline, location and skills; Arabic and CJK text draws without failing', async () => {
    const member: OgCard = {
      kind: 'member',
      name: 'محمد الأمين 王小明',
      headline: '数据分析师 — Data analyst',
      location: 'Accra, Ghana',
      skills: ['Python', 'Data Analysis', 'SQL', 'A'.repeat(200)],
    };
    const svg = cardSvg(member, 'en', 'skilllink.example/in/mohammed');
    expect(svg).toContain('Accra, Ghana');
    expect(svg).toContain('>Python</text>');
    expect(svg).toContain('skilllink.example/in/mohammed');
    await expectPreviewPng(await renderPng(svg));
  });

  it('draws the site card with the tagline in the reader’s language', async () => {
    expect(cardSvg({ kind: 'site' }, 'en', 'x')).toContain('Connect. Learn. Grow.');
    const fr = cardSvg({ kind: 'site' }, 'fr', 'x');
    expect(fr).toContain('Connecter. Apprendre. Grandir.');
    await expectPreviewPng(await renderPng(fr));
  });
});
