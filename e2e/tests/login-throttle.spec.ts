import { followMailLink } from '../fixtures/mailbox.js';
import { csrfToken, expect, greeting, logInThroughUi, test } from '../fixtures/test.js';

const LINK_SUBJECT = /Your SkillLink sign-in link/;
const LINK_ACTION = /Sign in to SkillLink/;
// e2e runs with RATE_LIMIT_FACTOR=50: an account allows 5 × 50 misses before it must wait (ADR 030).
const FREE_MISSES = 5 * 50;

test('a member whose password is being guessed asks for a sign-in link and lands signed in', async ({ page, member }) => {
  await page.context().clearCookies();
  // Someone guesses at the member's password until the account has to wait…
  const headers = { 'x-csrf-token': await csrfToken(page.request) };
  const guess = async (n: number) =>
    (await page.request.post('/api/v1/auth/login', { headers, data: { email: member.email, password: `guess-${n}` } })).status();
  const codes: number[] = [];
  for (let sent = 0; sent < FREE_MISSES + 10; sent += 20)
    codes.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => guess(sent + i)))));
  expect(codes.filter((c) => c === 401)).toHaveLength(FREE_MISSES);
  // …and keeps guessing each time the wait is over, so the waits grow: 1, 2, 4, 8, then 16 s.
  for (let n = 0; n < 4; n += 1) await expect.poll(() => guess(1000 + n), { intervals: [250], timeout: 30_000 }).toBe(401);

  // The member's own, right password is not checked now: the page says when to try again.
  await page.goto('/auth/login');
  await logInThroughUi(page, member.email, member.password);
  await expect(page.getByText(/Too many sign-in attempts\. You can try your password again in \d+ seconds?\./)).toBeVisible();
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByText(`If an account exists for ${member.email}, we have sent it a sign-in link.`)).toBeVisible();

  await followMailLink(page, member.email, LINK_SUBJECT, LINK_ACTION);
  await expect(page).toHaveURL(/\/auth\/sign-in-link\?token=/);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(greeting(page, member.firstName)).toBeVisible();

  // The link worked once; opened again, it says so.
  await page.context().clearCookies();
  await followMailLink(page, member.email, LINK_SUBJECT, LINK_ACTION);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page.getByText('This sign-in link is invalid, has expired or was already used.')).toBeVisible();
});
