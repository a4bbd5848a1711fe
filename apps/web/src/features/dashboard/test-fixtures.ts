import type { DashboardResponse } from '@skilllink/contracts/dashboard';
import { json, member, signedInAs, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

// The dashboards the page tests open: one with every section filled, one brand new.
export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export const kofi = {
  id: '01900000-0000-7000-8000-00000000000a',
  firstName: 'Kofi',
  lastName: 'Owusu',
  title: 'Backend Engineer at mPharma',
  avatar: null,
  topSkills: ['Node.js', 'PostgreSQL'],
  sharedSkills: 2,
};

export const full: DashboardResponse = {
  stats: {
    totalSkills: 5,
    skillsThisMonth: 3,
    skillsLastMonth: 1,
    connections: 3,
    connectionsThisWeek: 2,
    profileViews: 6,
    profileViewsThisWeek: 3,
    profileViewsLastWeek: 2,
    profileViewsChangePercent: 50,
    skillMatch: { percent: 40, inDemand: 2, total: 5 },
  },
  topSkills: [
    { id: 's1', name: 'Python', level: 'Expert', endorsements: 4 },
    { id: 's2', name: 'SQL', level: 'Beginner', endorsements: 1 },
  ],
  experience: [
    { id: 'x1', company: 'MTN Ghana', position: 'Data Analyst', startDate: '2021-05', endDate: null },
    { id: 'x2', company: 'Hubtel', position: 'Intern', startDate: '2019-06', endDate: '2020-08' },
  ],
  recentActivity: [
    { id: 'a1', type: 'skill_added', subject: 'Python', link: '/app/profile?tab=skills', createdAt: minutesAgo(5) },
    { id: 'a2', type: 'connection_made', subject: 'Efua Addo', link: null, createdAt: minutesAgo(60 * 26) },
  ],
  recommendedConnections: [kofi],
  continueLearning: [],
  recommendedCourses: [],
};

export const empty: DashboardResponse = {
  stats: {
    totalSkills: 0,
    skillsThisMonth: 0,
    skillsLastMonth: 0,
    connections: 0,
    connectionsThisWeek: 0,
    profileViews: 0,
    profileViewsThisWeek: 0,
    profileViewsLastWeek: 0,
    profileViewsChangePercent: null,
    skillMatch: { percent: null, inDemand: 0, total: 0 },
  },
  topSkills: [],
  experience: [],
  recentActivity: [],
  recommendedConnections: [],
  continueLearning: [],
  recommendedCourses: [],
};

export function open(dashboard: DashboardResponse, more: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/v1/session': signedInAs(member),
    'GET /api/v1/dashboard': () => json(200, dashboard),
    'GET /api/v1/skill-match': () => json(200, { skillMatch: dashboard.stats.skillMatch }),
    ...more,
  });
  return { api, ...renderApp('/app/dashboard') };
}
