import type { CatalogEntry } from './entry.js';

export const design: CatalogEntry[] = [
  {
    name: 'UI/UX Design',
    category: 'Design',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 5,000–11,000 / month',
    isPopular: true,
    description:
      'Design products people find easy and pleasant to use: user research, information architecture, wireframes, prototypes, usability testing and visual interface design.',
    prerequisites: ['Figma'],
    relatedSkills: ['Figma', 'User Research', 'Product Design'],
  },
  {
    name: 'Figma',
    category: 'Design',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: true,
    description:
      'The collaborative design tool used by most product teams: frames and auto layout, components and variants, design systems and clickable prototypes.',
    prerequisites: [],
    relatedSkills: ['UI/UX Design', 'Web Design', 'Product Design'],
  },
  {
    name: 'User Research',
    category: 'Design',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 5,000–10,000 / month',
    isPopular: false,
    description:
      'Learn what people really need: interviews, field visits, surveys and usability tests, then turn what you heard into personas, journeys and design decisions.',
    prerequisites: [],
    relatedSkills: ['UI/UX Design', 'Product Design', 'Product Management'],
  },
  {
    name: 'Product Design',
    category: 'Design',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 8,000–16,000 / month',
    isPopular: false,
    description:
      'Own the design of a digital product end to end: framing problems, exploring solutions, working with engineers and measuring whether the design worked.',
    prerequisites: ['UI/UX Design', 'User Research'],
    relatedSkills: ['UI/UX Design', 'Product Management', 'Figma'],
  },
  {
    name: 'Graphic Design',
    category: 'Design',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,000–7,000 / month',
    isPopular: true,
    description:
      'Visual communication with typography, colour, layout and imagery, for posters, flyers, social media posts, packaging and print.',
    prerequisites: [],
    relatedSkills: ['Adobe Photoshop', 'Adobe Illustrator', 'Canva'],
  },
  {
    name: 'Adobe Photoshop',
    category: 'Design',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,000–7,000 / month',
    isPopular: false,
    description:
      'Edit and retouch photos, combine images, and prepare graphics for web and print with layers, masks, adjustment layers and smart objects.',
    prerequisites: [],
    relatedSkills: ['Graphic Design', 'Adobe Illustrator', 'Video Editing'],
  },
  {
    name: 'Adobe Illustrator',
    category: 'Design',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 3,500–8,000 / month',
    isPopular: false,
    description:
      'Create vector artwork that scales to any size: logos, icons, illustrations and infographics, with the pen tool, shapes, type and colour swatches.',
    prerequisites: ['Graphic Design'],
    relatedSkills: ['Brand Identity Design', 'Graphic Design', 'Adobe Photoshop'],
  },
  {
    name: 'Canva',
    category: 'Design',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 2,500–5,000 / month',
    isPopular: false,
    description:
      'Produce good-looking social media posts, presentations and flyers quickly with templates, brand kits and simple editing, without a design background.',
    prerequisites: [],
    relatedSkills: ['Graphic Design', 'Social Media Marketing', 'Content Marketing'],
  },
  {
    name: 'Brand Identity Design',
    category: 'Design',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: false,
    description:
      'Give a business a recognisable face: logo, colour palette, typography, voice and brand guidelines that keep every touchpoint consistent.',
    prerequisites: ['Graphic Design', 'Adobe Illustrator'],
    relatedSkills: ['Brand Management', 'Adobe Illustrator', 'Graphic Design'],
  },
  {
    name: 'Video Editing',
    category: 'Design',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 3,500–8,000 / month',
    isPopular: true,
    description:
      'Cut raw footage into clear, engaging videos for YouTube, TikTok and adverts: pacing, sound, colour correction, captions and export settings for mobile data.',
    prerequisites: [],
    relatedSkills: ['Motion Graphics', 'Social Media Marketing', 'Adobe Photoshop'],
  },
  {
    name: 'Motion Graphics',
    category: 'Design',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 5,000–10,000 / month',
    isPopular: false,
    description:
      'Bring designs to life with animation in After Effects: animated logos, explainer videos, kinetic typography and interface animations.',
    prerequisites: ['Graphic Design', 'Video Editing'],
    relatedSkills: ['Video Editing', 'Adobe Illustrator', 'Brand Identity Design'],
  },
  {
    name: 'Web Design',
    category: 'Design',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,500–8,000 / month',
    isPopular: false,
    description:
      'Plan and design websites that load fast on mobile and convert visitors: layout, navigation, responsive grids and building with WordPress or hand-written HTML & CSS.',
    prerequisites: ['HTML & CSS'],
    relatedSkills: ['Figma', 'HTML & CSS', 'SEO'],
  },
];
