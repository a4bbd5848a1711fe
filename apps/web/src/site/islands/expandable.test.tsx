import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { truncate } from '../site-env';
import { Expandable } from './expandable';

const FULL =
  'Abena learned Python on her phone during her commute, passed the data course with 92 %, and three months later joined a fintech in Accra as a junior analyst.';
const SHORT = truncate(FULL, 120);

describe('Expandable', () => {
  it('shows the cut text first; "Show More" opens the whole text and becomes "Show Less", which closes it', async () => {
    expect(SHORT.length).toBeLessThanOrEqual(120);
    expect(SHORT.endsWith('…')).toBe(true);
    render(<Expandable short={SHORT} full={FULL} more="Show More" less="Show Less" className="text-muted" />);
    expect(screen.getByText(SHORT)).toHaveClass('text-muted');
    expect(screen.queryByText(FULL)).toBeNull();

    // The button needs the script: it appears once the island has mounted.
    const more = await screen.findByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(screen.getByText(FULL)).toBeVisible();
    expect(screen.queryByText(SHORT)).toBeNull();
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less).toBe(more);
    expect(less).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(less);
    expect(screen.getByText(SHORT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the button before the script has mounted (it could not open anything)', () => {
    render(<Expandable short={SHORT} full={FULL} more="Read More" less="Read Less" />);
    // (A hidden button has no accessible name: find it by its text.)
    const button = screen.getByText('Read More');
    expect(button.tagName).toBe('BUTTON');
    expect(button).not.toBeVisible();
  });

  it('has no button when the text was short enough not to be cut', async () => {
    const text = 'Short and whole.';
    render(
      <>
        <Expandable short={text} full={text} more="Show More" less="Show Less" />
        <Expandable short={SHORT} full={FULL} more="Read More" less="Read Less" />
      </>,
    );
    // Once the other island has mounted, this one would have too.
    await screen.findByRole('button', { name: 'Read More' });
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByText('Show More')).toBeNull();
    expect(screen.getAllByRole('button', { hidden: true })).toHaveLength(1);
  });
});
