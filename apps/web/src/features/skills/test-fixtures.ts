import type { CatalogSkill, SkillDetail, SkillsOverview } from '@skilllink/contracts/skills';
import { apiError, json, type RecordedCall } from '../../test/fetch-stub';

const base = {
  averageSalary: 'GH₵ 6,000–12,000 / month',
  isPopular: true,
  prerequisites: [] as string[],
  relatedSkills: [] as string[],
  inMyProfile: false,
};

export const react: CatalogSkill = {
  ...base,
  id: 's-react',
  slug: 'react',
  name: 'React',
  category: 'Programming',
  categorySlug: 'programming',
  description: 'Build interactive user interfaces from components.',
  difficulty: 'Intermediate',
  professionals: 1_234_567,
  growth: 32,
  prerequisites: ['JavaScript', 'HTML & CSS'],
  relatedSkills: ['TypeScript', 'Jamstack'],
};
export const python: CatalogSkill = {
  ...base,
  id: 's-python',
  slug: 'python',
  name: 'Python',
  category: 'Programming',
  categorySlug: 'programming',
  description: 'A readable, general-purpose language.',
  difficulty: 'Beginner',
  professionals: 950,
  growth: null,
  inMyProfile: true,
};
export const twi: CatalogSkill = {
  ...base,
  id: 's-twi',
  slug: 'twi',
  name: 'Twi',
  category: 'Languages',
  categorySlug: 'languages',
  description: 'The most widely spoken language in Ghana.',
  difficulty: 'Advanced',
  professionals: 12_400,
  growth: -5,
  isPopular: false,
  averageSalary: 'GH₵ 2,500–6,000 / month',
};
export const catalogue = [react, python, twi];

export const reactDetail: SkillDetail = {
  ...react,
  addedThisWeek: 330,
  related: [
    { name: 'TypeScript', slug: 'typescript' },
    { name: 'Jamstack', slug: null },
  ],
};

export const overview: SkillsOverview = {
  categories: [
    { slug: 'all', name: 'All Categories', count: 3 },
    { slug: 'programming', name: 'Programming', count: 2 },
    { slug: 'design', name: 'Design', count: 0 },
    { slug: 'marketing', name: 'Marketing', count: 0 },
    { slug: 'data-science', name: 'Data Science', count: 0 },
    { slug: 'management', name: 'Management', count: 0 },
    { slug: 'writing', name: 'Writing', count: 0 },
    { slug: 'languages', name: 'Languages', count: 1 },
  ],
  trending: [
    { name: 'AI/Machine Learning', slug: 'ai-machine-learning', growth: 45 },
    { name: 'React', slug: 'react', growth: 32 },
  ],
  stats: { totalSkills: 2500, activeProfessionals: 1_200_000, newThisWeek: 15 },
};

/** A small stand-in for the server's search: name or description, category, difficulty, popular. */
export function searchCatalogue(call: RecordedCall, items: CatalogSkill[] = catalogue) {
  const p = new URLSearchParams(call.search);
  const q = (p.get('q') ?? '').toLowerCase();
  const found = items.filter(
    (s) =>
      (!q || `${s.name} ${s.description}`.toLowerCase().includes(q)) &&
      (!p.get('category') || s.categorySlug === p.get('category')) &&
      (!p.get('difficulty') || s.difficulty === p.get('difficulty')) &&
      (p.get('popular') !== 'true' || s.isPopular),
  );
  return json(200, { items: found, total: found.length });
}

export const skillExists = () => apiError(409, 'skill_exists', 'This skill is already in your profile!');
