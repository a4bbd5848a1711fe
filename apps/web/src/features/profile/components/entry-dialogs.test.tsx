import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { json, ownProfile, stubApi } from '../../../test/fetch-stub';
import { EducationDialog, ExperienceDialog } from './entry-dialogs';

// The two kinds share one dialog: each test pins down what its kind adds or leaves out.
function renderDialog(dialog: ReactElement) {
  const user = userEvent.setup();
  render(<AppProviders queryClient={createAppQueryClient({ retry: false })}>{dialog}</AppProviders>);
  return { user };
}

/** Types into fields by label, in order. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
}

const job = ownProfile.experience[0]!; // current: no end date
// A location from elsewhere (the dialog has no field for it), to see that an edit keeps it.
const school = { ...ownProfile.education[0]!, location: 'Kumasi' };

describe('experience dialog', () => {
  it('adds a current job with its skills and no end date', async () => {
    const api = stubApi({ 'POST /api/v1/profile/experience': () => json(201, { experience: job }) });
    const onOpenChange = vi.fn();
    const { user } = renderDialog(<ExperienceDialog open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Add Work Experience' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('Company'), ' Hubtel ');
    expect(save).toBeDisabled();
    await typeInto(user, { Position: 'Engineer', Location: 'Accra', 'Start date': '2024-01', 'End date': '2025-01' });
    await user.click(screen.getByLabelText('Currently working here'));
    expect(screen.getByLabelText('End date')).toBeDisabled();
    expect(screen.getByLabelText('End date')).toHaveValue('');
    await user.type(screen.getByLabelText('Skills used'), 'SQL{Enter}');
    await user.click(save);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('POST /api/v1/profile/experience')[0]?.body).toEqual({
      company: 'Hubtel',
      position: 'Engineer',
      location: 'Accra',
      startDate: '2024-01',
      endDate: null,
      description: '',
      skills: ['SQL'],
    });
    expect(await screen.findByText('Experience added successfully!')).toBeInTheDocument();
  });

  it('opens a current job as current, and refuses an end before the start', async () => {
    const api = stubApi({});
    const { user } = renderDialog(<ExperienceDialog item={job} open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit Work Experience' })).toBeInTheDocument();
    expect(screen.getByLabelText('Currently working here')).toBeChecked();
    expect(screen.getByLabelText('End date')).toBeDisabled();

    await user.click(screen.getByLabelText('Currently working here'));
    await user.type(screen.getByLabelText('End date'), '2020-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('End date cannot be before the start date');
    expect(api.calls).toHaveLength(0);
  });
});

describe('education dialog', () => {
  it('adds a school with its own fields only', async () => {
    const api = stubApi({ 'POST /api/v1/profile/education': () => json(201, { education: school }) });
    const onOpenChange = vi.fn();
    const { user } = renderDialog(<EducationDialog open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Add Education' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Currently working here')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Skills used')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });

    await user.type(screen.getByLabelText('Institution'), 'University of Ghana');
    expect(save).toBeDisabled();
    await typeInto(user, {
      Degree: 'MSc',
      'Field of study': 'Economics',
      'Start date': '2020-09',
      'End date': '2022-07',
      'Description (optional)': 'First class',
    });
    await user.click(save);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('POST /api/v1/profile/education')[0]?.body).toEqual({
      institution: 'University of Ghana',
      degree: 'MSc',
      field: 'Economics',
      location: '',
      startDate: '2020-09',
      endDate: '2022-07',
      description: 'First class',
    });
    expect(await screen.findByText('Education added successfully!')).toBeInTheDocument();
  });

  it('keeps the location it has no field for when editing', async () => {
    const api = stubApi({ 'PATCH /api/v1/profile/education/e1': () => json(200, { education: school }) });
    const { user } = renderDialog(<EducationDialog item={school} open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit Education' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Degree'));
    await user.type(screen.getByLabelText('Degree'), 'MSc');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PATCH /api/v1/profile/education/e1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/v1/profile/education/e1')[0]?.body).toMatchObject({
      degree: 'MSc',
      location: 'Kumasi',
      endDate: '2019-07',
    });
    expect(await screen.findByText('Education updated successfully!')).toBeInTheDocument();
  });
});
