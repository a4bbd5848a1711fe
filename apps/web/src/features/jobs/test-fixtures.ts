import type { JobDetail, JobsPage, JobsSidebar, JobSummary, MyApplication } from '@skilllink/contracts/jobs';
import { json, member, signedInAs } from '../../test/fetch-stub';

/** Two days before the tests' "now", so cards read "2d ago". */
const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();

export function job(i: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: `job-${i}`,
    title: `Job ${i}`,
    company: { id: `company-${i}`, name: `Company ${i}`, logo: null },
    kind: 'job',
    location: 'Accra, Ghana',
    type: 'full-time',
    experienceLevel: 'mid',
    budget: null,
    duration: null,
    projectStatus: null,
    salary: { min: 60_000, max: 90_000, currency: 'GHS', period: 'year' },
    isRemote: false,
    skills: ['React', 'TypeScript'],
    postedAt: twoDaysAgo(),
    deadline: null,
    isActive: true,
    applicationsCount: 3,
    matchScore: 72,
    saved: false,
    myApplication: null,
    postedByMe: false,
    ...overrides,
  };
}

/** A freelance project as lists show it: a budget for the whole work, no salary. */
export function project(i: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return job(i, {
    kind: 'project',
    title: `Project ${i}`,
    type: 'design',
    salary: null,
    budget: { min: 1_500, max: 3_000, currency: 'GHS' },
    duration: '2 weeks',
    projectStatus: 'open',
    ...overrides,
  });
}

export function jobsPage(items: JobSummary[], overrides: Partial<JobsPage> = {}): JobsPage {
  return { items, total: items.length, page: 1, hasMore: false, ...overrides };
}

export function detail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...job(1, {
      title: 'Frontend Engineer',
      company: { id: 'hubtel', name: 'Hubtel', logo: null },
      skills: ['React', 'TypeScript', 'GraphQL'],
    }),
    description: 'Build payments for Ghana.\nApply via https://hubtel.com/careers.',
    requirements: ['3 years of React'],
    responsibilities: ['Ship features weekly'],
    benefits: ['Health insurance'],
    questions: [{ id: 'q1', text: 'Why Hubtel?' }],
    poster: { id: 'poster-1', name: 'Kwame Asante', avatar: null },
    match: {
      score: 72,
      parts: { skills: 67, experience: 100, location: 100, title: 50 },
      haveSkills: ['React', 'TypeScript'],
      missingSkills: ['GraphQL'],
      verifiedSkills: [],
      myLevel: 'mid',
    },
    ...overrides,
  };
}

export function sidebar(overrides: Partial<JobsSidebar> = {}): JobsSidebar {
  return {
    recommended: [job(11, { title: 'Data Analyst', matchScore: 91 }), job(12), job(13), job(14)],
    insights: {
      topSkills: [
        { name: 'React', openings: 12 },
        { name: 'Python', openings: 9 },
      ],
      medianSalaries: [{ title: 'React', currency: 'GHS', median: 84_000, jobs: 7 }],
      openingsByCity: [{ city: 'Accra', openings: 20 }],
      openJobs: 61,
      remoteJobs: 14,
    },
    profileStrength: { percent: 65, missing: ['photo', 'education'] },
    ...overrides,
  };
}

export function application(i: number, overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: `application-${i}`,
    status: 'pending',
    appliedAt: twoDaysAgo(),
    updatedAt: twoDaysAgo(),
    job: job(i, { myApplication: { id: `application-${i}`, status: overrides.status ?? 'pending' } }),
    ...overrides,
  };
}

/** What every Jobs page asks for besides its tab: the member, the side column and the Saved count. */
export function pageApi(saved: JobSummary[] = []) {
  return {
    'GET /api/v1/session': signedInAs(member),
    'GET /api/v1/jobs/sidebar': () => json(200, sidebar()),
    'GET /api/v1/jobs/saved': () => json(200, { items: saved }),
  };
}
