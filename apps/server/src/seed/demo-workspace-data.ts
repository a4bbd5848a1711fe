// Demo content of the project workspace (issue 23): Ama leads one project with three members
// (one of them its client, as a viewer), tasks in every state, milestones and a lively feed; she
// is a member of a second, led by Kwame. Who is who by e-mail local part.

export interface DemoTask {
  title: string;
  status: 'pending' | 'in_progress' | 'completed';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  assignee: string | null;
  /** Days from today (negative: overdue); null: no due date. */
  dueInDays: number | null;
  milestone: number | null;
  progress?: number;
  tags?: string[];
  description?: string;
}

export interface DemoProject {
  id: string;
  title: string;
  description: string;
  status: 'planning' | 'in_progress' | 'on_hold' | 'completed';
  priority: 'low' | 'medium' | 'high' | 'urgent';
  budget: { total: number; spent: number; currency: 'GHS' | 'USD' };
  /** Days from today. */
  startInDays: number;
  endInDays: number;
  skills: string[];
  tags: string[];
  lead: string;
  team: Array<{ member: string; role: 'lead' | 'member' | 'viewer' }>;
  client: string | null;
  /** Invited by e-mail, not on SkillLink yet (ADR 059): registering with the address claims it. */
  emailInvites?: Array<{ email: string; role: 'member' | 'viewer' }>;
  milestones: Array<{ title: string; dueInDays: number }>;
  tasks: DemoTask[];
}

export const demoProjects: DemoProject[] = [
  {
    id: 'demo-project-merchant-dashboard',
    title: 'Merchant dashboard redesign',
    description:
      'A faster, mobile-first dashboard for Hubtel merchants: sales at a glance, mobile money payouts and offline receipts for shops with weak connections.',
    status: 'in_progress',
    priority: 'high',
    budget: { total: 48_000, spent: 19_500, currency: 'GHS' },
    startInDays: -30,
    endInDays: 45,
    skills: ['React', 'TypeScript', 'UI/UX Design', 'Node.js'],
    tags: ['fintech', 'mobile-first'],
    lead: 'ama.mensah',
    team: [
      { member: 'kofi.owusu', role: 'member' },
      { member: 'akosua.boateng', role: 'member' },
      { member: 'efua.addo', role: 'viewer' },
    ],
    client: 'efua.addo',
    emailInvites: [{ email: 'yaw.boakye@kumasi-prints.example', role: 'member' }],
    milestones: [
      { title: 'Research and wireframes', dueInDays: -10 },
      { title: 'Beta for 50 merchants', dueInDays: 14 },
      { title: 'Public launch', dueInDays: 45 },
    ],
    tasks: [
      {
        title: 'Interview 12 merchants in Makola and Kejetia',
        status: 'completed',
        priority: 'high',
        assignee: 'akosua.boateng',
        dueInDays: -20,
        milestone: 0,
      },
      {
        title: 'Wireframes for the sales overview',
        status: 'completed',
        priority: 'high',
        assignee: 'akosua.boateng',
        dueInDays: -12,
        milestone: 0,
      },
      {
        title: 'Agree on the payout API with the payments team',
        status: 'completed',
        priority: 'medium',
        assignee: 'kofi.owusu',
        dueInDays: -11,
        milestone: 0,
      },
      {
        title: 'Sales overview page in React',
        status: 'in_progress',
        priority: 'high',
        assignee: 'ama.mensah',
        dueInDays: 1,
        milestone: 1,
        progress: 60,
        tags: ['frontend'],
      },
      {
        title: 'Payout history endpoint with paging',
        status: 'in_progress',
        priority: 'high',
        assignee: 'kofi.owusu',
        dueInDays: 5,
        milestone: 1,
        progress: 40,
        tags: ['backend'],
      },
      {
        title: 'Offline receipts: cache the last 50',
        status: 'pending',
        priority: 'urgent',
        assignee: 'ama.mensah',
        dueInDays: 9,
        milestone: 1,
        tags: ['frontend', 'offline'],
      },
      {
        title: 'Dark theme for the dashboard',
        status: 'pending',
        priority: 'medium',
        assignee: 'akosua.boateng',
        dueInDays: 12,
        milestone: 1,
      },
      { title: 'Recruit beta merchants in Kumasi', status: 'pending', priority: 'medium', assignee: null, dueInDays: -2, milestone: 1 },
      {
        title: 'Twi and Ga labels for the main screens',
        status: 'pending',
        priority: 'low',
        assignee: null,
        dueInDays: null,
        milestone: 2,
      },
      {
        title: 'Launch checklist and support rota',
        status: 'pending',
        priority: 'medium',
        assignee: 'ama.mensah',
        dueInDays: 40,
        milestone: 2,
      },
    ],
  },
  {
    id: 'demo-project-data-workshop',
    title: 'Data literacy workshop for SMEs',
    description: 'A two-day workshop in Accra teaching small business owners to read their sales data in spreadsheets.',
    status: 'planning',
    priority: 'medium',
    budget: { total: 5_000, spent: 800, currency: 'USD' },
    startInDays: -5,
    endInDays: 30,
    skills: ['Data Analysis', 'SQL', 'Public Speaking'],
    tags: ['training'],
    lead: 'kwame.asante',
    team: [
      { member: 'ama.mensah', role: 'member' },
      { member: 'esi.quaye', role: 'member' },
    ],
    client: null,
    milestones: [{ title: 'Workshop days', dueInDays: 28 }],
    tasks: [
      {
        title: 'Book the venue at the Impact Hub',
        status: 'completed',
        priority: 'high',
        assignee: 'kwame.asante',
        dueInDays: -2,
        milestone: 0,
      },
      {
        title: 'Design the exercises',
        status: 'in_progress',
        priority: 'medium',
        assignee: 'esi.quaye',
        dueInDays: 10,
        milestone: 0,
        progress: 30,
      },
      { title: 'Build the sample sales sheet', status: 'pending', priority: 'medium', assignee: 'ama.mensah', dueInDays: 14, milestone: 0 },
    ],
  },
];
