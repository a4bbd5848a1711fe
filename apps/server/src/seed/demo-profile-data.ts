/**
 * What the demo members have on their profiles. `age` values are how long ago something
 * happened, so the dashboard's "this month", "this week" and trend figures read naturally
 * whenever the demo is started.
 */
export type Age = { hours: number } | { lastMonthDay: number };

export interface DemoSkill {
  name: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';
  category: string;
  years: number;
  age: Age;
  /** E-mail local parts of the connections who endorsed it. */
  endorsedBy?: string[];
}

export interface DemoJob {
  company: string;
  position: string;
  location: string;
  startDate: string;
  endDate: string | null;
  description: string;
  skills: string[];
}

export interface DemoProfile {
  bio: string;
  location: string;
  website?: string;
  linkedin?: string;
  github?: string;
  phone?: string;
  skills: DemoSkill[];
  jobs: DemoJob[];
  schools?: { institution: string; degree: string; field: string; startDate: string; endDate: string }[];
}

const long = { hours: 24 * 200 };
const s = (
  name: string,
  level: DemoSkill['level'],
  category: string,
  years: number,
  age: Age = long,
  endorsedBy?: string[],
): DemoSkill => ({
  name,
  level,
  category,
  years,
  age,
  ...(endorsedBy ? { endorsedBy } : {}),
});
const job = (
  company: string,
  position: string,
  location: string,
  startDate: string,
  endDate: string | null,
  description: string,
  skills: string[] = [],
): DemoJob => ({
  company,
  position,
  location,
  startDate,
  endDate,
  description,
  skills,
});

/** Keyed by the e-mail's local part. */
export const demoProfiles: Record<string, DemoProfile> = {
  'ama.mensah': {
    bio: 'Frontend developer building payment experiences that work on every phone in Ghana. I mentor women starting out in tech and love a clean design system.',
    location: 'Accra, Ghana',
    website: 'https://ama.dev',
    linkedin: 'https://www.linkedin.com/in/ama-mensah',
    github: 'https://github.com/amamensah',
    phone: '+233 24 555 0142',
    skills: [
      s('React', 'Advanced', 'Programming', 4, { hours: 3 }, ['kwame.asante', 'kofi.owusu', 'akosua.boateng']),
      s('TypeScript', 'Advanced', 'Programming', 3, { hours: 26 }, ['kofi.owusu', 'wanjiru.kamau']),
      s('Node.js', 'Intermediate', 'Programming', 2, { hours: 50 }),
      s('JavaScript', 'Expert', 'Programming', 5, { lastMonthDay: 12 }, ['efua.addo']),
      s('UI/UX Design', 'Intermediate', 'Design', 2, long, ['akosua.boateng']),
      s('Figma', 'Beginner', 'Design', 1),
    ],
    jobs: [
      job(
        'Hubtel',
        'Frontend Developer',
        'Accra, Ghana',
        '2022-03',
        null,
        'I lead the web checkout used by thousands of merchants: React, TypeScript and a design system shared with the mobile team.',
        ['React', 'TypeScript', 'Figma'],
      ),
      job(
        'Andela',
        'Software Engineer',
        'Remote',
        '2020-01',
        '2022-02',
        'Built dashboards for international clients and reviewed code for junior engineers.',
        ['JavaScript', 'Node.js'],
      ),
      job(
        'Ghana Tech Lab',
        'Web Development Intern',
        'Accra, Ghana',
        '2019-06',
        '2019-12',
        'Taught HTML and CSS to 40 learners and built the lab’s event site.',
      ),
    ],
    schools: [{ institution: 'University of Ghana', degree: 'BSc', field: 'Computer Science', startDate: '2015-09', endDate: '2019-07' }],
  },
  'kwame.asante': {
    bio: 'I turn telecom data into decisions.',
    location: 'Accra, Ghana',
    skills: [
      s('Python', 'Advanced', 'Data Science', 5),
      s('SQL', 'Expert', 'Data Science', 6),
      s('Excel', 'Expert', 'Data Science', 7),
      s('React', 'Beginner', 'Programming', 1),
    ],
    jobs: [job('MTN Ghana', 'Data Analyst', 'Accra, Ghana', '2021-05', null, 'Churn and network-quality analytics.', ['Python', 'SQL'])],
  },
  'akosua.boateng': {
    bio: 'Designer of calm, accessible interfaces.',
    location: 'Accra, Ghana',
    skills: [s('UI/UX Design', 'Expert', 'Design', 6), s('Figma', 'Expert', 'Design', 5), s('User Research', 'Advanced', 'Design', 4)],
    jobs: [
      job('Freelance', 'UI/UX Designer', 'Accra, Ghana', '2020-02', null, 'Product design for fintech and health start-ups.', ['Figma']),
    ],
  },
  'kofi.owusu': {
    bio: 'Backend engineer at a health-tech company.',
    location: 'Accra, Ghana',
    skills: [
      s('Node.js', 'Expert', 'Programming', 6),
      s('TypeScript', 'Advanced', 'Programming', 4),
      s('PostgreSQL', 'Advanced', 'Programming', 5),
      s('Docker', 'Intermediate', 'Programming', 3),
    ],
    jobs: [job('mPharma', 'Backend Engineer', 'Accra, Ghana', '2021-09', null, 'Pharmacy inventory services.', ['Node.js', 'PostgreSQL'])],
  },
  'efua.addo': {
    bio: 'Product manager for mobile money.',
    location: 'Accra, Ghana',
    skills: [
      s('Product Management', 'Advanced', 'Management', 5),
      s('Agile', 'Advanced', 'Management', 5),
      s('JavaScript', 'Beginner', 'Programming', 1),
    ],
    jobs: [job('Zeepay', 'Product Manager', 'Accra, Ghana', '2022-01', null, 'Cross-border remittances.')],
  },
  'yaw.darko': {
    bio: 'Android and Flutter developer.',
    location: 'Kumasi, Ghana',
    skills: [
      s('Flutter', 'Advanced', 'Programming', 4),
      s('Kotlin', 'Intermediate', 'Programming', 3),
      s('TypeScript', 'Beginner', 'Programming', 1),
    ],
    jobs: [job('Self-employed', 'Mobile Developer', 'Kumasi, Ghana', '2021-01', null, 'Apps for local businesses.', ['Flutter'])],
  },
  'abena.osei': {
    bio: 'Growth marketer for e-commerce.',
    location: 'Accra, Ghana',
    skills: [
      s('Digital Marketing', 'Expert', 'Marketing', 7),
      s('SEO', 'Advanced', 'Marketing', 5),
      s('Content Writing', 'Advanced', 'Writing', 6),
      s('Figma', 'Beginner', 'Design', 1),
    ],
    jobs: [job('Jumia Ghana', 'Digital Marketing Lead', 'Accra, Ghana', '2020-06', null, 'Campaigns and search for the Ghana store.')],
  },
  'chinedu.okafor': {
    bio: 'Cloud and DevOps engineer.',
    location: 'Lagos, Nigeria',
    skills: [
      s('AWS', 'Advanced', 'Programming', 5),
      s('Docker', 'Expert', 'Programming', 6),
      s('Node.js', 'Intermediate', 'Programming', 3),
    ],
    jobs: [job('Andela', 'Cloud Engineer', 'Lagos, Nigeria', '2019-04', null, 'Infrastructure for distributed teams.', ['AWS', 'Docker'])],
  },
  'wanjiru.kamau': {
    bio: 'Machine learning for agriculture.',
    location: 'Nairobi, Kenya',
    skills: [
      s('AI/Machine Learning', 'Advanced', 'Data Science', 4),
      s('Python', 'Expert', 'Data Science', 6),
      s('TypeScript', 'Intermediate', 'Programming', 2),
      s('Swahili', 'Expert', 'Languages', 20),
    ],
    jobs: [job('Twiga Foods', 'Machine Learning Engineer', 'Nairobi, Kenya', '2021-03', null, 'Demand forecasting.', ['Python'])],
  },
  'amadou.diallo': {
    bio: 'Développeur full-stack, passionné par le web rapide.',
    location: 'Dakar, Sénégal',
    skills: [
      s('React', 'Advanced', 'Programming', 4),
      s('Node.js', 'Advanced', 'Programming', 4),
      s('TypeScript', 'Intermediate', 'Programming', 2),
      s('French', 'Expert', 'Languages', 25),
    ],
    jobs: [
      job('Wave', 'Développeur Full-Stack', 'Dakar, Sénégal', '2022-02', null, 'Applications de paiement mobile.', ['React', 'Node.js']),
    ],
  },
  'thandiwe.ndlovu': {
    bio: 'Delivering programmes on time and on budget.',
    location: 'Johannesburg, South Africa',
    skills: [
      s('Project Management', 'Expert', 'Management', 9),
      s('Agile', 'Advanced', 'Management', 6),
      s('UI/UX Design', 'Beginner', 'Design', 1),
    ],
    jobs: [job('Standard Bank', 'Project Manager', 'Johannesburg, South Africa', '2018-08', null, 'Digital banking programmes.')],
  },
  'esi.quaye': {
    bio: 'Designing online courses that people finish.',
    location: 'Berekuso, Ghana',
    skills: [
      s('Instructional Design', 'Advanced', 'Writing', 6),
      s('Content Writing', 'Advanced', 'Writing', 5),
      s('Twi', 'Expert', 'Languages', 30),
    ],
    jobs: [job('Ashesi University', 'Learning Designer', 'Berekuso, Ghana', '2020-09', null, 'Blended courses for first-year students.')],
  },
};

/** Ama's network: accepted connections (with how long ago), and pending requests either way. */
export const demoConnections = {
  accepted: [
    ['ama.mensah', 'kwame.asante', 24 * 30],
    ['ama.mensah', 'akosua.boateng', 24 * 90],
    ['ama.mensah', 'kofi.owusu', 24 * 2],
    ['ama.mensah', 'efua.addo', 24 * 4],
    ['ama.mensah', 'wanjiru.kamau', 24 * 20],
    ['ama.mensah', 'esi.quaye', 24 * 60],
    ['kwame.asante', 'kofi.owusu', 24 * 40],
    ['akosua.boateng', 'abena.osei', 24 * 15],
  ] as Array<[string, string, number]>,
  pending: [
    ['ama.mensah', 'chinedu.okafor'],
    ['yaw.darko', 'ama.mensah'],
  ] as Array<[string, string]>,
};

/** Who viewed Ama's profile, hours ago: five this week, four the week before. */
export const demoViews: Array<[string, number]> = [
  ['kwame.asante', 5],
  ['chinedu.okafor', 30],
  ['abena.osei', 60],
  ['yaw.darko', 100],
  ['thandiwe.ndlovu', 140],
  ['kwame.asante', 200],
  ['amadou.diallo', 230],
  ['esi.quaye', 260],
  ['efua.addo', 300],
];
