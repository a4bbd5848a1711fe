import { JobsTab } from './jobs-tab';

/**
 * The Projects tab: freelance projects, searched and shown by the Jobs tab's own pieces with
 * kind "project" (project types, budgets, proposals), so both tabs stay one design.
 */
export function ProjectsTab() {
  return <JobsTab kind="project" />;
}
