import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { setLanguage } from '../../../lib/i18n';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { IcsPanel } from './ics-panel';
import '../i18n';

const IMPORT = 'POST /api/v1/calendar/import';
const FEED = { 'GET /api/v1/calendar/feed': () => json(200, { url: null, active: false }) };

async function importFile(content = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR') {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createAppQueryClient({ retry: false })}>
      <IcsPanel />
    </AppProviders>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([content], 'agenda.ics', { type: 'text/calendar' }));
}

afterEach(() => setLanguage('en'));

describe('ICS import panel', () => {
  it('says which limit refused a file, beside the import button (ADR 029)', async () => {
    stubApi({ ...FEED, [IMPORT]: () => apiError(422, 'ics_too_many_events', 'This file has 8000 events; one import takes at most 2000.') });
    await importFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file has more than 2,000 events, the most one import takes. Nothing was imported: split it into smaller files and import them one by one.',
    );
  });

  it('shows the import rate limit and the calendar total in French', async () => {
    await setLanguage('fr');
    stubApi({ ...FEED, [IMPORT]: () => apiError(429, 'rate_limited', 'You can import 5 files a minute.') });
    await importFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous pouvez importer 5 fichiers par minute. Veuillez patienter une minute, puis réessayer.',
    );
  });

  it('lists the events read in another time zone', async () => {
    stubApi({
      ...FEED,
      [IMPORT]: () =>
        json(200, { imported: 1, skipped: [], notes: [{ title: 'Far away', reason: 'time zone "Bomb" is not a known zone' }] }),
    });
    await importFile();
    const status = await screen.findByText('Imported 1 event');
    expect(status.parentElement).toHaveTextContent('1 event was read in another time zone:');
    expect(status.parentElement).toHaveTextContent('Far away: time zone "Bomb" is not a known zone');
  });

  it('says a file is too large before sending it', async () => {
    const api = stubApi({ ...FEED });
    await importFile('x'.repeat(1_000_001));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is larger than 1 MB, the most one import takes. Split it into smaller files.',
    );
    expect(api.callsTo(IMPORT)).toHaveLength(0);
  });
});
