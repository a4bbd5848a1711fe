import { PUBLIC_COURSE_CATEGORIES, type LearningPath, type PublicCourse } from '@skilllink/contracts/public-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { certificateFor } from '../../test/certificates.js';
import { eraseMember } from '../../test/erase.js';
import { signedUp } from '../../test/factories.js';
import { countryOf, featuredCourse, publicCourses, siteStats, SITE_STATS_MAX_AGE_MS } from './catalogue.repository.js';

// The public Home and Learn pages' numbers (issue 26), from the real catalogue and members.

describe('public catalogue', () => {
  let t: TestApp;
  // Signed out: no cookie, as a visitor's first request.
  const visit = (url: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress });
  const courses = async (query: string) => {
    const res = await visit(`/api/v1/public/courses${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { courses: PublicCourse[] }).courses;
  };
  const titles = (list: PublicCourse[]) => list.map((c) => c.title).sort();
  const courseId = async (slug: string) =>
    (await t.app.database.db.selectFrom('course').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the seeded catalogue to a visitor, every course in one of the five chips', async () => {
    const all = await courses('');
    const stored = await t.app.database.db.selectFrom('course').select(['id', 'title']).execute();
    expect(titles(all)).toEqual(stored.map((c) => c.title).sort());
    for (const c of all) {
      expect(PUBLIC_COURSE_CATEGORIES).toContain(c.category);
      expect(c.lessonCount).toBeGreaterThan(0);
      expect(c.durationSeconds).toBeGreaterThan(0);
    }
    expect(all.find((c) => c.courseCategory === 'Web Development')?.category).toBe('programming');
    expect(all.find((c) => c.courseCategory === 'Marketing')?.category).toBe('business');
  });

  it('searches title or instructor in any case, trimmed, combined with the category', async () => {
    expect(titles(await courses('?q=KWABENA%20adjei'))).toEqual(['JavaScript Fundamentals']);
    expect(titles(await courses('?q=%20%20python%20'))).toEqual(['Python for Data Analysis']);
    expect(titles(await courses('?q=design'))).toEqual([
      'Brand Identity Design for Small Businesses',
      'Responsive Web Design with HTML & CSS',
      'UI/UX Design for Mobile-First Africa',
    ]);
    expect(titles(await courses('?q=design&category=design'))).toEqual([
      'Brand Identity Design for Small Businesses',
      'UI/UX Design for Mobile-First Africa',
    ]);
    expect(titles(await courses('?q=Design&category=programming'))).toEqual(['Responsive Web Design with HTML & CSS']);
    expect(await courses('?category=programming')).toHaveLength(4);
    expect(await courses('?category=all')).toHaveLength((await courses('')).length);
    // No catalogue category is "mobile": a course about mobile design is listed there too.
    expect(titles(await courses('?category=mobile'))).toEqual(['UI/UX Design for Mobile-First Africa']);
    expect(await courses('?category=mobile&q=python')).toEqual([]);
    expect(await courses('?q=no%20such%20course')).toEqual([]);
  });

  it('refuses an unknown category and a search longer than 100 characters', async () => {
    const bad = await visit('/api/v1/public/courses?category=cooking');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect((await visit(`/api/v1/public/courses?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect(await courses(`?q=${'a'.repeat(100)}`)).toEqual([]);
  });

  it('counts real enrolments and reviews: most students first, the best rated featured', async () => {
    const before = await featuredCourse(t.app.database.db);
    // Nobody enrolled or reviewed: the first of the most-enrolled order (a tie, so by title).
    expect(before?.title).toBe((await publicCourses(t.app.database.db))[0]?.title);
    const ml = await courseId('machine-learning-foundations');
    const js = await courseId('javascript-fundamentals');
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    for (const client of [a.client, b.client]) expect((await client.post(`/api/v1/courses/${ml}/enrollment`)).statusCode).toBe(201);
    expect((await b.client.post(`/api/v1/courses/${js}/enrollment`)).statusCode).toBe(201);

    const list = await courses('');
    expect(list[0]).toMatchObject({ id: ml, students: 2, rating: null, reviewCount: 0 });
    expect(list[1]).toMatchObject({ id: js, students: 1 });
    expect((await visit('/api/v1/public/courses/featured')).json().courses[0].id).toBe(ml);

    // A review makes the fewer-enrolled course the featured one: rating first.
    const review = await b.client.put(`/api/v1/courses/${js}/review`, { rating: 5, comment: 'Clear and practical.' });
    expect(review.statusCode, review.body).toBe(200);
    const featured = (await visit('/api/v1/public/courses/featured')).json().courses[0] as PublicCourse;
    expect(featured).toMatchObject({ id: js, rating: 5, reviewCount: 1 });
  });

  it('builds one learning path per category with two or more courses, Beginner to Advanced', async () => {
    const res = await visit('/api/v1/public/learning-paths?lang=en');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as LearningPath[];
    expect(paths.map((p) => p.category)).toEqual(['programming', 'business', 'design', 'data']);
    const programming = paths[0]!;
    expect(programming.courses.map((c) => c.level)).toEqual(['Beginner', 'Beginner', 'Intermediate', 'Advanced']);
    expect(programming.durationSeconds).toBe(programming.courses.reduce((s, c) => s + c.durationSeconds, 0));
    expect(programming.title).toBe('Become a web developer');
    const fr = (await visit('/api/v1/public/learning-paths?lang=fr')).json().paths as typeof paths;
    expect(fr[0]?.title).toBe('Devenir développeur web');
    // Without ?lang, the reader's language.
    const browser = await t.app.inject({ method: 'GET', url: '/api/v1/public/learning-paths', headers: { 'accept-language': 'fr-FR' } });
    expect(browser.json().paths[0].title).toBe('Devenir développeur web');
    expect((await visit('/api/v1/public/learning-paths?lang=de')).statusCode).toBe(400);
  });

  it('counts verified members, listed courses, live certificates and countries; unverified and erased left out', async () => {
    const db = t.app.database.db;
    let now = Date.parse('2027-01-01T00:00:00Z');
    const fresh = () => siteStats(db, { now: (now += SITE_STATS_MAX_AGE_MS) });
    const start = await fresh();
    const listed = (await publicCourses(db)).length;
    expect(start.courses).toBe(listed);

    const kofi = await signedUp(t.app);
    const awa = await signedUp(t.app);
    await signedUp(t.app, {}, { verified: false });
    const place = (id: string, location: string) => db.updateTable('user').set({ location }).where('id', '=', id).execute();
    await place(kofi.user.id, 'Accra, Ghana');
    await place(awa.user.id, 'Dakar, Sénégal');
    await certificateFor(t.app, kofi.user.id, 'SL-ABCD-EFGH-JKMN', new Date(now));
    const grown = await fresh();
    expect(grown.members).toBe(start.members + 2);
    expect(grown.certificates).toBe(start.certificates + 1);
    // The certificate's course has no public category: the Learn page's count is unchanged.
    expect(grown.courses).toBe(listed);
    expect(grown.countries).toBe(start.countries + 2);

    // A country counted once, whatever its spelling; a place without a country not at all.
    const third = await signedUp(t.app);
    await place(third.user.id, 'Saint-Louis, senegal ');
    const fourth = await signedUp(t.app);
    await place(fourth.user.id, 'Remote');
    expect((await fresh()).countries).toBe(grown.countries);

    // Erasure takes the member out and revokes their certificate (ADR 062).
    await eraseMember(t.app, kofi.user.id);
    const after = await fresh();
    expect(after.members).toBe(grown.members + 2 - 1);
    expect(after.certificates).toBe(start.certificates);
    expect(after.countries).toBe(start.countries + 1);
  });

  it('reuses the counts for a minute, then counts again', async () => {
    const db = t.app.database.db;
    const at = Date.parse('2030-01-01T00:00:00Z');
    const first = await siteStats(db, { now: at });
    await signedUp(t.app);
    expect(await siteStats(db, { now: at + SITE_STATS_MAX_AGE_MS - 1 })).toBe(first);
    const later = await siteStats(db, { now: at + SITE_STATS_MAX_AGE_MS });
    expect(later.members).toBe(first.members + 1);
    expect(later.asOf).toBe(new Date(at + SITE_STATS_MAX_AGE_MS).toISOString());
  });

  it('answers the stats to a visitor', async () => {
    const res = await visit('/api/v1/public/stats');
    expect(res.statusCode).toBe(200);
    const { stats } = res.json();
    expect(stats.members).toBeGreaterThan(0);
    expect(stats.courses).toBe((await publicCourses(t.app.database.db)).length);
  });

  it('limits one address’s reads', async () => {
    let last = 0;
    for (let i = 0; i < 301 && last !== 429; i += 1) last = (await visit('/api/v1/public/stats', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    // Another address is not held back.
    expect((await visit('/api/v1/public/stats', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('countryOf', () => {
  it('takes the part after the last comma, without case or accents', () => {
    expect(countryOf('Accra, Ghana')).toBe('ghana');
    expect(countryOf('Osu, Accra, GHANA ')).toBe('ghana');
    expect(countryOf('Dakar, Sénégal')).toBe('senegal');
    expect(countryOf('Remote')).toBe('');
    expect(countryOf('Accra,')).toBe('');
  });
});
