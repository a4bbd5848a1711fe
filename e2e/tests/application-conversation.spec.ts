import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// A conversation about an application (issue 22 §6, ADR 054): an applicant and a poster who are
// not connected write to each other about it from My Applications and the applicants page, live;
// once the poster rejects the application the conversation shows closed on both sides, its
// history still there. Two new members, so no demo member's notifications move. The applicant
// uses a 360 px phone in the dark theme.

async function call(request: APIRequestContext, method: 'post' | 'patch', url: string, data: object) {
  const res = await request[method](url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return res.json();
}

test('an applicant and a poster who are not connected talk about an application until it ends', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Product Designer ${suffix}`;
  const company = `Kente Labs ${suffix}`;
  const poster = newMember({ firstName: 'Naa', lastName: 'Tetteh' });
  const applicant = newMember({ firstName: 'Kojo', lastName: 'Boateng' });
  await registerByApi(page.request, poster);
  const job = await call(page.request, 'post', '/api/v1/jobs', {
    title,
    companyName: company,
    location: 'Accra, Ghana',
    type: 'full-time',
    experienceLevel: 'mid',
    skills: ['Figma'],
    description: 'Design the screens our merchants use every day.',
    requirements: [],
    responsibilities: [],
    benefits: [],
    deadline: null,
    questions: [],
  });

  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
  const kojo = await phone.newPage();
  await registerByApi(kojo.request, applicant);
  const application = await call(kojo.request, 'post', `/api/v1/jobs/${job.id}/applications`, {
    coverLetter: 'I design for people.',
    answers: {},
  });

  // 1. From My Applications, the applicant opens the conversation and writes first.
  await kojo.goto('/app/jobs?tab=applications');
  await kojo.getByRole('link', { name: `Message the poster about ${title}` }).click();
  await expect(kojo).toHaveURL(/\/app\/messages\/[^/?]+$/);
  const kojoChat = kojo.getByRole('region', { name: 'Naa Tetteh' });
  await expect(kojoChat.getByText(`About: ${title} at ${company}`)).toBeVisible();
  await kojoChat.getByRole('textbox', { name: 'Write a message' }).fill('Hello! Is the role open to remote work?');
  await kojoChat.getByRole('textbox', { name: 'Write a message' }).press('Enter');
  await expect(kojoChat.getByText('Hello! Is the role open to remote work?', { exact: true })).toBeVisible();

  // 2. The poster opens it from the applicant's card and answers; the applicant sees it live.
  await page.goto(`/app/jobs/${job.id}/applicants`);
  await page.getByRole('link', { name: 'Message Kojo Boateng about this application' }).click();
  await expect(page).toHaveURL(/\/app\/messages\/[^/?]+$/);
  const naaChat = page.getByRole('region', { name: 'Kojo Boateng' });
  await expect(naaChat.getByText('Hello! Is the role open to remote work?', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Conversation with Kojo Boateng, About: ${title} at ${company}` })).toBeVisible();
  await naaChat.getByRole('textbox', { name: 'Write a message' }).fill('Hybrid: two days a week in Accra.');
  await naaChat.getByRole('textbox', { name: 'Write a message' }).press('Enter');
  await expect(kojoChat.getByText('Hybrid: two days a week in Accra.', { exact: true })).toBeVisible();

  // 3. The poster rejects the application: the applicant's open chat closes live, history kept.
  await call(page.request, 'patch', `/api/v1/applications/${application.id}`, { status: 'rejected' });
  const closed = 'This conversation is closed: the application was not selected. You can still read it.';
  await expect(kojoChat.getByText(closed)).toBeVisible();
  await expect(kojoChat.getByRole('textbox', { name: 'Write a message' })).toBeHidden();
  await expect(kojoChat.getByText('Hybrid: two days a week in Accra.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(kojo, 'closed application conversation, 360 px, dark');

  // 4. The poster's screen learns it from the server's next answer (ADR 054): a send refused
  // (or a refetch of the list, whichever comes first); the note replaces the composer.
  const naaBox = naaChat.getByRole('textbox', { name: 'Write a message' });
  if (await naaBox.isVisible()) {
    await naaBox.fill('One more thing');
    await naaBox.press('Enter');
  }
  await expect(naaChat.getByText(closed)).toBeVisible();
  await expect(naaChat.getByRole('textbox', { name: 'Write a message' })).toBeHidden();
  await phone.close();
});
