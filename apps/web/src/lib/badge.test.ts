import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText: none at zero, "99+" above 99', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%d unread shows %s', (n, text) => expect(badgeText(n)).toBe(text));
});
