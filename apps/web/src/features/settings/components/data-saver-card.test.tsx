import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rereadDataSaver } from '../../../lib/data-saver';
import { addSaved } from '../../../lib/data-saver-savings';
import { DataSaverCard } from './data-saver-card';

// "Data saver saved 12 MB this month" in Settings (ADR 074): KB under 1 MB.

afterEach(() => {
  localStorage.removeItem('sl-data-saved');
  rereadDataSaver();
});

describe('DataSaverCard', () => {
  it('shows what data saver saved this month on this device, growing as it saves', () => {
    render(<DataSaverCard />);
    expect(screen.getByText('Data saver has not saved anything yet this month.')).toBeInTheDocument();
    act(() => addSaved(300));
    expect(screen.getByText('Data saver saved 1 KB this month')).toBeInTheDocument();
    act(() => addSaved(900 * 1024));
    expect(screen.getByText('Data saver saved 900 KB this month')).toBeInTheDocument();
    act(() => addSaved(11.6 * 1024 * 1024));
    expect(screen.getByText('Data saver saved 12.5 MB this month')).toBeInTheDocument();
  });
});
