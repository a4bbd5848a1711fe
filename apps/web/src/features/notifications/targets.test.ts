import { describe, expect, it } from 'vitest';
import { notificationTarget } from './targets';
import { notification } from './test-fixtures';

describe('notification targets', () => {
  it('lead a poster to the job’s applicants and an applicant to My Applications', () => {
    const data = { jobId: 'job 1', applicationId: 'app-1' };
    expect(notificationTarget(notification(0, { type: 'other', kind: 'job.application_received', data }))).toBe(
      '/app/jobs/job%201/applicants',
    );
    expect(notificationTarget(notification(0, { type: 'other', kind: 'job.application_status', data }))).toBe('/app/jobs?tab=applications');
    expect(notificationTarget(notification(0, { type: 'other', kind: 'job.deadline_closed', data: { jobId: 'job-2' } }))).toBe(
      '/app/jobs/job-2/applicants',
    );
  });

  it('lead a job alert’s notice to its search, and only ever into the jobs page', () => {
    const alert = (path: string) =>
      notificationTarget(notification(0, { type: 'other', kind: 'job.alert_matches', data: { alertId: 'a', path } }));
    expect(alert('/app/jobs?q=designer&location=accra')).toBe('/app/jobs?q=designer&location=accra');
    expect(alert('https://evil.example/app/jobs')).toBe('/app/jobs');
  });

  it('lead a new recruiter to the Posted tab, where their company is', () => {
    const added = notification(0, { type: 'other', kind: 'company.recruiter_added', data: { companyId: 'c1' } });
    expect(notificationTarget(added)).toBe('/app/jobs?tab=posted');
  });

  it("lead a project invitation to the projects list and a task to its project's tasks", () => {
    expect(notificationTarget(notification(0, { type: 'other', kind: 'workspace.invited', data: { projectId: 'p1' } }))).toBe(
      '/app/projects',
    );
    for (const kind of ['workspace.task_assigned', 'workspace.task_due'] as const) {
      expect(notificationTarget(notification(0, { type: 'other', kind, data: { projectId: 'p1', taskId: 't1' } }))).toBe(
        '/app/projects/p1?tab=tasks',
      );
    }
  });

  it('lead every referral notice to the Referrals page', () => {
    for (const kind of ['referral.joined', 'referral.completed', 'referral.bonus'] as const) {
      expect(notificationTarget(notification(0, { type: 'achievement', kind }))).toBe('/app/referrals');
    }
  });

  it('keep leading other notifications by their type', () => {
    expect(notificationTarget(notification(0, { type: 'connection_request', kind: 'connection.requested' }))).toBe(
      '/app/connections?tab=requests',
    );
    expect(notificationTarget(notification(0, { type: 'other' }))).toBeNull();
  });
});
