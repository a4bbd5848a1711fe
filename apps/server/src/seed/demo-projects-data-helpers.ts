import type { Budget, Currency } from '@skilllink/contracts/jobs';
import type { DemoJob } from './demo-jobs-data-types.js';

export const budget = (currency: Currency, min: number | null, max: number | null): Budget => ({ min, max, currency });

type DemoProject = Omit<DemoJob, 'kind' | 'salary' | 'requirements' | 'responsibilities' | 'benefits' | 'questions'> &
  Partial<Pick<DemoJob, 'questions'>>;

/** The fields every project leaves to the schema's defaults, made explicit for the seed's parse. */
export const project = (p: DemoProject): DemoJob => ({
  ...p,
  kind: 'project',
  salary: null,
  requirements: [],
  responsibilities: [],
  benefits: [],
});
