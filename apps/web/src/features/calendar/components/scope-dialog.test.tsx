import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScopeDialog } from './scope-dialog';
import '../i18n';

describe('Scope dialog', () => {
  it('offers this, following and all, "This event" first and chosen', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    render(<ScopeDialog action="edit" onAnswer={onAnswer} />);
    expect(screen.getByRole('dialog', { name: 'Edit recurring event' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['This event', 'This and following events', 'All events']);
    expect(screen.getByRole('radio', { name: 'This event' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'All events' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAnswer).toHaveBeenCalledWith('all');
  });

  it('answers null on Cancel and on Escape, so nothing changes', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ScopeDialog action="move" onAnswer={onAnswer} />);
    expect(screen.getByRole('dialog', { name: 'Move recurring event' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenLastCalledWith(null);
    rerender(<ScopeDialog action="delete" onAnswer={onAnswer} />);
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenLastCalledWith(null);
  });
});
