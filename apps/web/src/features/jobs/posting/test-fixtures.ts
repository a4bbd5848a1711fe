import type { Applicant, ApplicantsPage, JobDetail, JobSummary } from '@skilllink/contracts/jobs';
import type { CatalogResponse } from '@skilllink/contracts/skills';

/** A job as the server answers it to its poster. */
export function jobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: 'job-1',
    title: 'Data Analyst',
    company: { id: 'co-1', name: 'Hubtel', logo: null },
    kind: 'job',
    location: 'Accra, Ghana',
    type: 'full-time',
    experienceLevel: 'mid',
    budget: null,
    duration: null,
    projectStatus: null,
    salary: { min: 8000, max: 12000, currency: 'GHS', period: 'year' },
    isRemote: false,
    skills: ['Python', 'SQL'],
    postedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    deadline: null,
    isActive: true,
    applicationsCount: 2,
    matchScore: 0,
    saved: false,
    myApplication: null,
    postedByMe: true,
    ...overrides,
  };
}

export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...jobSummary(),
    description: 'Turn data into decisions.',
    requirements: [],
    responsibilities: [],
    benefits: [],
    questions: [],
    poster: { id: 'me', name: 'Ama Mensah', avatar: null },
    match: {
      score: 0,
      parts: { skills: 0, experience: 0, location: 0, title: 0 },
      haveSkills: [],
      missingSkills: [],
      verifiedSkills: [],
      myLevel: 'mid',
    },
    ...overrides,
  };
}

export function applicant(i: number, overrides: Partial<Applicant> = {}): Applicant {
  return {
    applicationId: `app-${i}`,
    status: 'pending',
    appliedAt: new Date(Date.now() - i * 3_600_000).toISOString(),
    member: { id: `member-${i}`, name: `Applicant ${i}`, avatar: null, title: 'Analyst', location: 'Kumasi' },
    matchScore: 80 - i,
    coverLetter: '',
    timeline: '',
    budget: '',
    cv: null,
    answers: [],
    certificates: [],
    verifiedSkills: [],
    ...overrides,
  };
}

export function applicantsPage(items: Applicant[], job: Partial<JobSummary> = {}): ApplicantsPage {
  return { job: jobSummary({ applicationsCount: items.length, ...job }), items };
}

/** The skills catalogue's answer for a search, with only the names that matter here. */
export function catalog(names: string[]): CatalogResponse {
  return {
    total: names.length,
    items: names.map((name, i) => ({
      id: `skill-${i}`,
      slug: name.toLowerCase(),
      name,
      category: 'Programming',
      categorySlug: 'programming',
      description: '',
      difficulty: 'Beginner',
      professionals: 0,
      averageSalary: '',
      growth: null,
      isPopular: false,
      prerequisites: [],
      relatedSkills: [],
      inMyProfile: false,
    })),
  };
}
