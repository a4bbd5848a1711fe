import type { APIRequestContext, Page } from '@playwright/test';
import { openMail } from '../fixtures/mailbox.js';
import { expect, newMember, test } from '../fixtures/test.js';

// Issue 26, "Must show": every public page, a public profile and a certificate page show their
// full content and working links with JavaScript off, the forms work as plain posts, and a link
// preview (WhatsApp's crawler: no script) finds the Open Graph tags and an image that decodes.
test.use({ javaScriptEnabled: false });

/** The certificate Ama's public page links to (the demo seed gives her one; its code is random). */
async function certificatePath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/in/ama-mensah')).text();
  const path = /href="(\/verify\/[A-Z0-9-]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no certificate link on /in/ama-mensah');
  return path;
}

/**
 * Every same-site link on the page answers below 400 (redirects followed). `request` is a
 * context of its own: following the page's "fr" link must not switch this browser to French.
 */
async function expectLinksWork(page: Page, request: APIRequestContext, checked: Set<string>): Promise<void> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
  expect(hrefs.length, `links on ${page.url()}`).toBeGreaterThan(10);
  for (const href of new Set(hrefs)) {
    if (checked.has(href)) continue;
    checked.add(href);
    const res = await request.get(href);
    expect(res.status(), `${href} (linked from ${page.url()})`).toBeLessThan(400);
  }
}

test('every public page, a profile and a certificate show their content and working links without script', async ({ page, request }) => {
  const pages: Array<[path: string, h1: string, content: string]> = [
    ['/', 'SkillLink: Connect. Learn. Grow.', 'Connect. Learn. Grow.'],
    ['/learn', 'Learn', 'Python for Data Analysis'],
    ['/news', 'News', 'SkillLink now speaks French'],
    ['/stories', 'Success Stories', 'Akosua Frimpong'],
    ['/about', 'About SkillLink', 'SkillLink'],
    ['/partners', 'Partner with SkillLink', 'Partner With Us'],
    ['/data-protection', 'Data protection', 'Sign-in history'],
    ['/imprint', 'Imprint', 'SkillLink'],
    ['/legal', 'Legal notice', 'within 30 days of purchase'],
    ['/terms', 'Terms of Service', 'Act 798'],
    ['/privacy', 'Privacy Policy', 'sign-in history'],
    ['/in/ama-mensah', 'Ama Mensah', 'Frontend Developer at Hubtel'],
    [await certificatePath(request), 'Certificate verification', 'Responsive Web Design with HTML &amp; CSS'],
  ];
  const checked = new Set<string>();
  for (const [path, h1, content] of pages) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    // The content is in the first response, not added by a script.
    expect(await res?.text(), path).toContain(content);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toHaveCount(1);
    await expect(heading, path).toContainText(h1);
    // Home's h1 is for screen readers (the carousel's first slide is the visible title).
    if (path !== '/') await expect(heading, path).toBeVisible();
    await expect(page.locator('main')).toContainText(content.replace('&amp;', '&'));
    await expectLinksWork(page, request, checked);
  }

  // The legal page's refund rules; the profile's headline and skills; the certificate's facts.
  await page.goto('/legal');
  await expect(page.getByText(/refund is not available once you have completed more than 90% of the course/)).toBeVisible();
  await expect(page.getByText('within 30 days of purchase')).toBeVisible();
  await page.goto('/in/ama-mensah');
  await expect(page.getByText('Frontend Developer at Hubtel').first()).toBeVisible();
  const skills = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Skills', exact: true }) });
  await expect(skills.getByRole('listitem')).toContainText([/^React/, /^TypeScript/, /^UI\/UX Design/, /^JavaScript/, 'Figma', 'Node.js']);
  await page.getByRole('link', { name: /Responsive Web Design with HTML & CSS/ }).click();
  await expect(page).toHaveURL(/\/verify\/SL-/);
  const verified = page.getByRole('status');
  await expect(verified).toContainText('Certificate verified');
  await expect(verified).toContainText('RecipientAma Mensah');
  await expect(verified).toContainText('CourseResponsive Web Design with HTML & CSS');
});

test('learn, news and stories filter and open without script, and the header switches to French', async ({ page }) => {
  await page.goto('/learn');
  await page.getByRole('searchbox', { name: 'Search courses by title or instructor' }).fill('python');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/learn\?q=python$/);
  await expect(page.getByText('1 course found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Python for Data Analysis' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Design', exact: true }).click();
  await expect(page).toHaveURL(/category=design/);
  await expect(page.getByText('No courses found', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Show all courses' }).click();
  await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Design', exact: true }).click();
  await expect(page.getByText('2 courses found', { exact: true })).toBeVisible();

  await page.goto('/news');
  await expect(page.getByText('7 articles found', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Platform', exact: true }).click();
  await expect(page).toHaveURL(/\/news\?category=platform$/);
  await expect(page.getByText('2 articles found', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SkillLink and Asokwa Digital Hub team up in Kumasi' })).toHaveCount(0);
  await page.getByRole('link', { name: 'SkillLink now speaks French' }).click();
  await expect(page).toHaveURL(/\/news\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SkillLink now speaks French');

  await page.goto('/stories');
  await page.getByRole('link', { name: 'Akosua Frimpong' }).first().click();
  await expect(page).toHaveURL(/\/stories\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Akosua Frimpong');
  await expect(page.getByText('Social Media Analytics and Growth').first()).toBeVisible();

  // The header's "fr": the same page in French, remembered for the next one.
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Read this page in English' })).toBeVisible();
  await page.goto('/learn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apprendre');
});

test('Partner With Us and the newsletter work as plain forms, with their mails', async ({ page }) => {
  const partner = newMember();
  const organisation = `Volta Tech Hub ${partner.email.slice(4, 12)}`;
  await page.goto('/partners');
  await page.getByLabel('Your name').fill('Efua Boateng');
  await page.getByLabel('Organisation').fill(organisation);
  await page.getByLabel('Work e-mail').fill(partner.email);
  await page.getByLabel('You are').selectOption('employer');
  await page.getByLabel('How would you like to work with us?').fill('We would like to hire your certified web developers.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
  const teamMail = await openMail(page, 'partners@skilllink.africa', new RegExp(`Partner With Us: ${organisation}`));
  await expect(teamMail).toContainText('We would like to hire your certified web developers.');
  await openMail(page, partner.email, /We received your message/);

  const reader = newMember();
  await page.goto('/news');
  await page.getByLabel('Your e-mail address').fill(reader.email);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  const mail = await openMail(page, reader.email, /Confirm your subscription to the SkillLink newsletter/);
  await mail.getByRole('link', { name: 'Confirm my subscription' }).click();
  // Opening the link confirms nothing (mail scanners open links); the button does.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re subscribed');
});

/** The content of `<meta property|name="key" content="…">` in a page's head. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Width and height from a PNG's IHDR chunk, after checking the signature: the image decodes as a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii'), 'first chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a link preview as WhatsApp fetches it: Open Graph tags and a 1200×630 image', async ({ request, baseURL }) => {
  const headers = { 'user-agent': 'WhatsApp/2.23.20.0 A' };
  for (const path of [await certificatePath(request), '/in/ama-mensah']) {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(meta(html, 'og:title'), path).toBeTruthy();
    expect(meta(html, 'og:description'), path).toBeTruthy();
    expect(meta(html, 'og:image:width'), path).toBe('1200');
    expect(meta(html, 'og:image:height'), path).toBe('630');
    expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
    const image = meta(html, 'og:image') ?? '';
    expect(image, path).toMatch(new RegExp(`^${baseURL}/og/`));
    const png = await request.get(image, { headers });
    expect(png.status(), image).toBe(200);
    expect(png.headers()['content-type'], image).toBe('image/png');
    expect(pngSize(await png.body()), image).toEqual({ width: 1200, height: 630 });
  }
});
