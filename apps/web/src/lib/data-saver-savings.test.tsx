import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from '../components/ui/avatar';
import { pageSize, rereadDataSaver, setDataSaver, showPhotos } from './data-saver';
import { addSaved, PHOTO_BYTES, resetSavingsMemory, savedThisMonth } from './data-saver-savings';

// What data saver saved this month, per device (ADR 074), smaller pages and the server's cookie.

beforeEach(() => resetSavingsMemory());
afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem('sl-data-saved');
  localStorage.removeItem('sl-data-saver');
  rereadDataSaver();
});

describe('data saver savings', () => {
  it('adds up within a calendar month and starts again at 0 in a new one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 3, 12));
    addSaved(1_000);
    addSaved(2_500.4);
    addSaved(-50); // nothing negative, nothing odd
    addSaved(Number.NaN);
    expect(savedThisMonth()).toBe(3_500);
    vi.setSystemTime(new Date(2026, 10, 30, 23, 59));
    expect(savedThisMonth()).toBe(3_500);
    vi.setSystemTime(new Date(2026, 11, 1, 0, 1));
    expect(savedThisMonth()).toBe(0);
    addSaved(10);
    expect(savedThisMonth()).toBe(10);
    // A date can also be given.
    expect(savedThisMonth(new Date(2026, 10, 15))).toBe(0);
  });

  it('ignores a stored total it cannot read', () => {
    localStorage.setItem('sl-data-saved', '{not json');
    expect(savedThisMonth()).toBe(0);
    addSaved(5);
    expect(savedThisMonth()).toBe(5);
  });

  it('counts a photo held back as initials once per address, and none when photos show', () => {
    setDataSaver(true);
    const { rerender } = render(<Avatar id="u1" firstName="Ama" lastName="Mensah" src="/api/v1/photos/u1.webp" />);
    rerender(<Avatar id="u1" firstName="Ama" lastName="Mensah" src="/api/v1/photos/u1.webp" className="size-12" />);
    render(<Avatar id="u2" firstName="Kofi" lastName="Owusu" src={null} />);
    expect(savedThisMonth()).toBe(PHOTO_BYTES.avatar);
    showPhotos();
    render(<Avatar id="u3" firstName="Esi" lastName="Boateng" src="/api/v1/photos/u3.webp" />);
    expect(savedThisMonth()).toBe(PHOTO_BYTES.avatar);
  });
});

describe('pageSize', () => {
  it('asks for half a page (at least 5) with data saver on, and tells the server by a cookie', () => {
    setDataSaver(false);
    expect(pageSize(20)).toBe(20);
    expect(document.cookie).not.toContain('sl_data_saver=on');
    setDataSaver(true);
    expect(pageSize(20)).toBe(10);
    expect(pageSize(7)).toBe(5);
    expect(document.cookie).toContain('sl_data_saver=on');
    setDataSaver(false);
    expect(document.cookie).not.toContain('sl_data_saver=on');
  });
});
