import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { signedUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Other app//EN', ...events.flat(), 'END:VCALENDAR'].join('\r\n');
const vevent = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];

describe('the .ics import summary in the reader’s language (ADR 037)', () => {
  it('gives a French member the skipped reasons and notes in French', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.patch('/api/v1/session/preferences', { language: 'fr' })).statusCode).toBeLessThan(300);
    const file = calendar(
      vevent('nostart@x', 'SUMMARY:No start', 'DTEND:20260602T103000Z'),
      vevent('hourly@x', 'SUMMARY:Every hour', 'DTSTART:20260609T100000Z', 'DTEND:20260609T101000Z', 'RRULE:FREQ=HOURLY'),
      vevent('backwards@x', 'SUMMARY:Backwards', 'DTSTART:20260609T100000Z', 'DTEND:20260609T090000Z'),
      vevent('ok@x', 'SUMMARY:Fine', 'DTSTART:20260609T100000Z', 'DTEND:20260609T110000Z'),
      vevent('ok@x', 'SUMMARY:Fine again', 'DTSTART:20260609T100000Z', 'DTEND:20260609T110000Z'),
      vevent(
        'until@x',
        'SUMMARY:Ended early',
        'DTSTART:20260609T100000Z',
        'DTEND:20260609T110000Z',
        'RRULE:FREQ=WEEKLY;UNTIL=20260101T000000Z',
      ),
      vevent('zone@x', 'SUMMARY:Elsewhere', 'DTSTART;TZID=Mars/Olympus:20260610T090000', 'DTEND;TZID=Mars/Olympus:20260610T100000'),
    );
    const res = await client.post('/api/v1/calendar/import', file, { 'content-type': 'text/calendar' });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.skipped).toEqual([
      { title: 'No start', reason: 'pas de début' },
      { title: 'Every hour', reason: 'règle de répétition non prise en charge (toutes les heures)' },
      { title: 'Backwards', reason: 'se termine avant de commencer' },
      { title: 'Fine again', reason: 'le même UID apparaît deux fois dans le fichier' },
      { title: 'Ended early', reason: 'La répétition doit se terminer le jour du début ou après' },
    ]);
    expect(summary.notes).toHaveLength(1);
    expect(summary.notes[0].reason).toMatch(/^le fuseau horaire « Mars\/Olympus » est inconnu : lu dans /);

    const again = await client.post('/api/v1/calendar/import', calendar(vevent('ok@x', 'SUMMARY:Fine', 'DTSTART:20260609T100000Z')), {
      'content-type': 'text/calendar',
    });
    expect(again.json().skipped).toEqual([{ title: 'Fine', reason: 'déjà dans votre agenda (même UID)' }]);
  });
});
