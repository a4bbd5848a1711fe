import type { JobDetail, JobInput } from '@skilllink/contracts/jobs';
import type { TestClient } from './client.js';

/** A valid job posting; tests override what they look at. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'Frontend Developer',
    companyName: '',
    location: 'Accra, Ghana',
    type: 'full-time',
    experienceLevel: 'mid',
    salary: { min: 60_000, max: 90_000, currency: 'GHS', period: 'year' },
    isRemote: false,
    skills: ['React', 'TypeScript'],
    description: 'Build the screens our merchants use every day.',
    requirements: ['Two years of React'],
    responsibilities: ['Ship features'],
    benefits: ['Health insurance'],
    deadline: null,
    questions: [],
    ...overrides,
  };
}

/** Posts a job through the API and returns it (fails the test on any other answer). */
export async function postJob(client: TestClient, overrides: Partial<JobInput> = {}): Promise<JobDetail> {
  const res = await client.post('/api/v1/jobs', jobInput(overrides));
  if (res.statusCode !== 201) throw new Error(`post job: ${res.statusCode} ${res.body}`);
  return res.json() as JobDetail;
}

/** A valid freelance project posting. */
export function projectInput(overrides: Partial<JobInput> = {}): JobInput {
  return jobInput({
    kind: 'project',
    title: 'Logo for a chop bar',
    type: 'design',
    salary: null,
    budget: { min: 1_500, max: 3_000, currency: 'GHS' },
    duration: '2 weeks',
    skills: ['Canva'],
    requirements: [],
    responsibilities: [],
    benefits: [],
    ...overrides,
  });
}
