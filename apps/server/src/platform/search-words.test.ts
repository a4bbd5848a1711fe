import { describe, expect, it } from 'vitest';
import { oneEditAway, queryWords, stemsOf } from './search-words.js';

describe('the words of a search', () => {
  it('folds accents and case, and treats quotes, operators and SQL as separators', () => {
    expect(queryWords('Réact  DÉVELOPPEUR')).toEqual(['react', 'developpeur']);
    expect(queryWords(`"node.js" OR name:*; drop table user;--`)).toEqual(['node', 'js', 'or', 'name', 'drop', 'table', 'user']);
    expect(queryWords('a a b')).toEqual(['a', 'b']);
    expect(queryWords('one two three four five six seven eight nine ten')).toHaveLength(8);
    expect(queryWords(' *** ')).toEqual([]);
  });

  it('stems English and French the same with or without accents', () => {
    expect(stemsOf(queryWords('développeurs')[0]!)).toEqual(stemsOf('developpeurs'));
    expect(stemsOf('securite')).toEqual(stemsOf(queryWords('sécurité')[0]!));
    expect(stemsOf('developers')).toContain('develop');
    expect(stemsOf('programmation')).toContain('programm');
    expect(stemsOf('programmer')).toContain('programm');
  });

  it('lists the spellings one edit away, only for words of five letters or more', () => {
    const near = new Set(oneEditAway('mensah'));
    for (const typo of ['mensa', 'mnesah', 'mansah', 'menssah']) expect(near.has(typo)).toBe(true);
    expect(near.has('mensah')).toBe(false);
    expect(near.has('mansa')).toBe(false); // two edits
    expect(oneEditAway('java')).toEqual([]);
  });
});
