import { within } from '@testing-library/react';
import type { PublicMember } from '@skilllink/contracts/public-member';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderPage, setUpSiteRenderer } from './render-fixtures';

setUpSiteRenderer();

// Issue 29 §6: a skill proved by SkillLink's assessment is shown as "Verified" — in words, with
// the reason as its tooltip and for screen readers, not by colour alone.
const verified: PublicMember = {
  ...MEMBER,
  skills: [
    { name: 'Python', endorsements: 3, verified: false },
    { name: 'SQL', endorsements: 2, verified: true },
  ],
};

const skillItems = (view: HTMLElement) =>
  within(within(view).getByRole('heading', { name: /^(Skills|Compétences)$/ }).parentElement!).getAllByRole('listitem');

describe('member page: verified skills', () => {
  it('marks a skill with a badge as verified, and only that one', () => {
    const { view } = renderPage({ kind: 'member', member: verified }, { path: '/in/ama-mensah' });
    const [python, sql] = skillItems(view);
    expect(python!.textContent).toBe('Python · 3 endorsements');
    expect(sql!.textContent).toBe('SQL·Verified: Passed the SkillLink skill assessment · 2 endorsements');
    expect(within(sql!).getByTitle('Passed the SkillLink skill assessment')).toBeInTheDocument();
    expect(sql!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('in French', () => {
    const { view } = renderPage({ kind: 'member', member: verified }, { language: 'fr', path: '/in/ama-mensah' });
    const sql = skillItems(view)[1]!;
    expect(within(sql).getByText('Vérifiée')).toBeInTheDocument();
    expect(within(sql).getByTitle('Évaluation de compétence SkillLink réussie')).toBeInTheDocument();
  });
});
