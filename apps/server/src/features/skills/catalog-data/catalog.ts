import { dataScience } from './data-science.js';
import { design } from './design.js';
import type { CatalogEntry } from './entry.js';
import { languages } from './languages.js';
import { management } from './management.js';
import { marketing } from './marketing.js';
import { programming } from './programming.js';
import { writing } from './writing.js';

/** The reference catalogue every installation starts with (seeded by seed/skills-catalog.ts). */
export const CATALOG: readonly CatalogEntry[] = [
  ...programming,
  ...design,
  ...marketing,
  ...dataScience,
  ...management,
  ...writing,
  ...languages,
];
