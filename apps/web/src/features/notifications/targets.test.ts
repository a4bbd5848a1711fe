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

  it('keep leading other notifications by their type', () => {
    expect(notificationTarget(notification(0, { type: 'connection_request', kind: 'connection.requested' }))).toBe(
      '/app/connections?tab=requests',
    );
    expect(notificationTarget(notification(0, { type: 'other' }))).toBeNull();
  });
});
