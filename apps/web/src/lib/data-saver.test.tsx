import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from '../components/ui/avatar';
import { dataSaver, newPage, rereadDataSaver, setDataSaver, showPhotos } from './data-saver';

// Data saver (issue 28 §4): on by choice or by a slow connection; photos wait for "Show photos".

const photo = () => document.querySelector('img');

describe('data saver', () => {
  it('follows the connection until the member chooses, and keeps the choice on the device', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '3g' } });
    rereadDataSaver();
    expect(dataSaver()).toMatchObject({ on: true, chosen: false });
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '4g', saveData: true } });
    rereadDataSaver();
    expect(dataSaver().on).toBe(true);
    setDataSaver(false);
    rereadDataSaver();
    expect(dataSaver()).toMatchObject({ on: false, chosen: true });
  });

  it('shows initials instead of a photo until the page’s photos are asked for, and again on the next page', () => {
    setDataSaver(true);
    render(<Avatar id="u1" firstName="Kofi" lastName="Owusu" src="/api/v1/photos/u1.webp" />);
    expect(photo()).toBeNull();
    expect(screen.getByText('KO')).toBeInTheDocument();
    act(() => showPhotos());
    expect(photo()).toHaveAttribute('src', '/api/v1/photos/u1.webp');
    act(() => newPage());
    expect(photo()).toBeNull();
    act(() => setDataSaver(false));
    expect(photo()).not.toBeNull();
  });
});
