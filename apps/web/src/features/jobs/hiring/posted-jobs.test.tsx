import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { setLanguage } from '../../../lib/i18n';
import { json, stubApi } from '../../../test/fetch-stub';
import { jobSummary } from '../posting/test-fixtures';
import { PostedJobs } from './posted-jobs';

function renderPosted() {
  return render(
    <AppProviders queryClient={createAppQueryClient({ retry: false })}>
      <MemoryRouter>
        <PostedJobs />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Posted jobs', () => {
  it('lists each posted job with its count and state, leading to its applicants', async () => {
    stubApi({
      'GET /api/v1/jobs/mine': () =>
        json(200, {
          items: [
            jobSummary({ id: 'job-1', title: 'Data Analyst', applicationsCount: 3 }),
            jobSummary({
              id: 'job-2',
              title: 'Designer',
              applicationsCount: 1,
              isActive: false,
              company: { id: null, name: 'Ama Mensah', logo: null },
            }),
          ],
        }),
    });
    renderPosted();
    const list = await screen.findByRole('list', { name: 'Jobs and projects you posted' });
    const [analyst, designer] = within(list).getAllByRole('link');
    expect(analyst).toHaveAttribute('href', '/app/jobs/job-1/applicants');
    expect(within(analyst!).getByText('3 applications')).toBeInTheDocument();
    expect(within(analyst!).getByText('Open')).toBeInTheDocument();
    expect(designer).toHaveAttribute('href', '/app/jobs/job-2/applicants');
    expect(within(designer!).getByText('1 application')).toBeInTheDocument();
    expect(within(designer!).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/app/jobs/new');
  });

  it('invites a first post when there is none, in French too', async () => {
    stubApi({ 'GET /api/v1/jobs/mine': () => json(200, { items: [] }) });
    await setLanguage('fr');
    renderPosted();
    expect(await screen.findByText('Vous n’avez encore publié aucune offre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publier une offre' })).toHaveAttribute('href', '/app/jobs/new');
    await setLanguage('en');
  });
});
