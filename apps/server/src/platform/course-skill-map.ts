/**
 * Which skills of the skills catalogue each course of the course catalogue teaches, by the
 * course's stable slug (seed/course-catalog-*.ts). Written by hand from each curriculum: a
 * search of titles for a skill's name finds wrong courses ("Java" in "JavaScript") and misses
 * right ones (pandas teaches Data Analysis). course-skills.test.ts checks every slug and name
 * against both catalogues.
 */
export const COURSE_SKILLS: Readonly<Record<string, readonly string[]>> = {
  'javascript-fundamentals': ['JavaScript'],
  'nodejs-rest-apis': ['Node.js'],
  'responsive-web-design': ['HTML & CSS', 'Web Design'],
  'react-typescript-in-practice': ['React', 'TypeScript'],
  'python-data-analysis': ['Python', 'Data Analysis', 'Data Visualization'],
  'machine-learning-foundations': ['AI/Machine Learning'],
  'mobile-first-ux-design': ['UI/UX Design', 'User Research'],
  'brand-identity-design': ['Brand Identity Design', 'Graphic Design'],
  'digital-marketing-small-business': ['Digital Marketing', 'Social Media Marketing'],
  'social-media-analytics': ['Marketing Analytics', 'Social Media Marketing'],
};
