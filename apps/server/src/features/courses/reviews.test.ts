import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { enrolledMember, seededCourse } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

/** The stored totals must always equal what the review rows say. */
async function expectTotalsMatchRows(courseId: string) {
  const db = t.app.database.db;
  const course = await db.selectFrom('course').select(['reviewCount', 'ratingTotal']).where('id', '=', courseId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('courseReview').select('rating').where('courseId', '=', courseId).execute();
  expect(Number(course.reviewCount)).toBe(rows.length);
  expect(Number(course.ratingTotal)).toBe(rows.reduce((s, r) => s + r.rating, 0));
}

describe('course reviews', () => {
  it('lets enrolled members write, edit and delete one review each, keeping the average exact', async () => {
    const course = await seededCourse(t.app, 'machine-learning-foundations');
    const a = await enrolledMember(t.app, course);
    const b = await enrolledMember(t.app, course);
    const url = `${course.url}/review`;
    const saved = await a.client.put(url, { rating: 5, comment: '  Clear and practical.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Review submitted successfully!',
      review: { rating: 5, comment: 'Clear and practical.', userName: 'Yaa Asantewaa', helpful: 0, markedHelpful: false },
      rating: 5,
      reviewCount: 1,
    });
    expect((await b.client.put(url, { rating: 4 })).json()).toMatchObject({ rating: 4.5, reviewCount: 2, review: { comment: '' } });
    // Editing replaces the member's one review.
    expect((await b.client.put(url, { rating: 2, comment: 'Too fast for me' })).json()).toMatchObject({ rating: 3.5, reviewCount: 2 });
    await expectTotalsMatchRows(course.id);

    const page = (await a.client.get(`${course.url}/reviews`)).json();
    expect(page).toMatchObject({ rating: 3.5, reviewCount: 2, mine: { rating: 5 } });
    expect(page.items.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
    expect((await a.client.get(course.url)).json()).toMatchObject({ rating: 3.5, reviewCount: 2 });
    const list = (await a.client.get('/api/v1/courses?q=machine')).json().items[0];
    expect(list).toMatchObject({ rating: 3.5, reviewCount: 2 });

    expect((await b.client.delete(url)).statusCode).toBe(204);
    expect((await b.client.delete(url)).statusCode).toBe(404);
    expect((await a.client.get(`${course.url}/reviews`)).json()).toMatchObject({ rating: 5, reviewCount: 1 });
    await expectTotalsMatchRows(course.id);
  });

  it('rounds the average to one decimal', async () => {
    const course = await seededCourse(t.app, 'nodejs-rest-apis');
    for (const rating of [5, 5, 4]) await (await enrolledMember(t.app, course)).client.put(`${course.url}/review`, { rating });
    const { client } = await signedUp(t.app);
    expect((await client.get(`${course.url}/reviews`)).json()).toMatchObject({ rating: 4.7, reviewCount: 3 });
  });

  it('keeps the totals right when one member saves twice at once', async () => {
    const course = await seededCourse(t.app, 'social-media-analytics');
    const { client } = await enrolledMember(t.app, course);
    const results = await Promise.all([4, 2, 5].map((rating) => client.put(`${course.url}/review`, { rating })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await expectTotalsMatchRows(course.id);
    expect((await client.get(`${course.url}/reviews`)).json().reviewCount).toBe(1);
  });

  it('refuses members not enrolled, a missing rating, long text, and the signed out', async () => {
    const course = await seededCourse(t.app, 'brand-identity-design');
    const stranger = await signedUp(t.app);
    const refused = await stranger.client.put(`${course.url}/review`, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'not_enrolled', message: 'Enroll in this course to review it' });
    const { client } = await enrolledMember(t.app, course);
    for (const [body, message] of [
      [{}, 'Please select a rating'],
      [{ rating: 0 }, 'Please select a rating'],
      [{ rating: 6 }, 'Please select a rating'],
      [{ rating: 3.5 }, 'Please select a rating'],
      [{ rating: 4, comment: 'x'.repeat(501) }, 'Review must be 500 characters or less'],
    ] as const) {
      const res = await client.put(`${course.url}/review`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await client.put(`${course.url}/review`, { rating: 4, comment: 'x'.repeat(500) })).statusCode).toBe(200);
    expect((await client.put('/api/v1/courses/nope/review', { rating: 4 })).statusCode).toBe(404);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.put(`${course.url}/review`, { rating: 4 })).statusCode).toBe(401);
    expect((await anonymous.get(`${course.url}/reviews`)).statusCode).toBe(401);
  });

  it('counts a helpful vote once per member, never on one’s own review, and takes it back', async () => {
    const course = await seededCourse(t.app, 'python-data-analysis');
    const author = await enrolledMember(t.app, course);
    const review = (await author.client.put(`${course.url}/review`, { rating: 4, comment: 'Good examples' })).json().review;
    const url = `${course.url}/reviews/${review.id}/helpful`;
    const reader = await signedUp(t.app);
    expect((await reader.client.post(url)).json().review).toMatchObject({ helpful: 1, markedHelpful: true });
    expect((await reader.client.post(url)).json().review).toMatchObject({ helpful: 1, markedHelpful: true });
    const second = await signedUp(t.app);
    await Promise.all([second.client.post(url), second.client.post(url)]);
    const page = (await reader.client.get(`${course.url}/reviews`)).json();
    expect(page.items[0]).toMatchObject({ id: review.id, helpful: 2, markedHelpful: true });
    expect((await author.client.get(`${course.url}/reviews`)).json().items[0].markedHelpful).toBe(false);

    const own = await author.client.post(url);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('own_review');
    expect((await reader.client.delete(url)).json().review).toMatchObject({ helpful: 1, markedHelpful: false });
    expect((await reader.client.delete(url)).json().review.helpful).toBe(1);
    const other = await seededCourse(t.app, 'javascript-fundamentals');
    expect((await reader.client.post(`${other.url}/reviews/${review.id}/helpful`)).statusCode).toBe(404);
    expect((await reader.client.post(`${course.url}/reviews/nope/helpful`)).statusCode).toBe(404);
  });
});
