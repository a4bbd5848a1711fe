import type { CatalogEntry } from './entry.js';

export const programming: CatalogEntry[] = [
  {
    name: 'HTML & CSS',
    category: 'Programming',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 3,000–6,000 / month',
    isPopular: false,
    description:
      'Structure web pages with semantic HTML and style them with modern CSS: layout with Flexbox and Grid, responsive design for phones first, and accessible markup.',
    prerequisites: [],
    relatedSkills: ['JavaScript', 'Web Design', 'UI/UX Design'],
  },
  {
    name: 'JavaScript',
    category: 'Programming',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 5,000–10,000 / month',
    isPopular: true,
    description:
      'The language of the web browser and much of the server: variables, functions, objects, the DOM, events, promises and async/await, and the modern tooling around them.',
    prerequisites: ['HTML & CSS'],
    relatedSkills: ['TypeScript', 'React', 'Node.js'],
  },
  {
    name: 'TypeScript',
    category: 'Programming',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 7,000–14,000 / month',
    isPopular: true,
    description:
      'JavaScript with static types: catch mistakes before they reach users, describe data with interfaces and generics, and keep large front-end and back-end code bases maintainable.',
    prerequisites: ['JavaScript'],
    relatedSkills: ['React', 'Node.js', 'JavaScript'],
  },
  {
    name: 'React',
    category: 'Programming',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 6,000–12,000 / month',
    isPopular: true,
    description:
      'Build interactive user interfaces from components: state and props, hooks, forms, routing and data fetching. The most requested front-end library in job posts across Africa.',
    prerequisites: ['JavaScript', 'HTML & CSS'],
    relatedSkills: ['TypeScript', 'Node.js', 'UI/UX Design'],
  },
  {
    name: 'Node.js',
    category: 'Programming',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 6,000–13,000 / month',
    isPopular: true,
    description:
      'Run JavaScript on the server: build REST APIs, talk to databases, handle files and real-time connections, and integrate payment services such as mobile money.',
    prerequisites: ['JavaScript'],
    relatedSkills: ['TypeScript', 'SQL', 'React'],
  },
  {
    name: 'Python',
    category: 'Programming',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 6,000–12,000 / month',
    isPopular: true,
    description:
      'A readable, general-purpose language used for automation, web back ends, data analysis and machine learning. A common first language and a staple of data teams.',
    prerequisites: [],
    relatedSkills: ['Data Analysis', 'Django', 'AI/Machine Learning'],
  },
  {
    name: 'Django',
    category: 'Programming',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 6,000–11,000 / month',
    isPopular: false,
    description:
      'A batteries-included Python web framework: models and migrations, an admin site, authentication and forms, for building secure web applications quickly.',
    prerequisites: ['Python', 'SQL'],
    relatedSkills: ['Python', 'SQL', 'HTML & CSS'],
  },
  {
    name: 'Java',
    category: 'Programming',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 6,000–12,000 / month',
    isPopular: false,
    description:
      'A strongly typed, object-oriented language behind banking systems, enterprise back ends and Android apps. Covers classes, collections, exceptions and the Spring ecosystem.',
    prerequisites: [],
    relatedSkills: ['Kotlin', 'SQL', 'Git & GitHub'],
  },
  {
    name: 'Kotlin',
    category: 'Programming',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 6,000–12,000 / month',
    isPopular: false,
    description:
      'The preferred language for Android apps: concise syntax, null safety, coroutines for background work and Jetpack Compose for modern interfaces.',
    prerequisites: ['Java'],
    relatedSkills: ['Java', 'Flutter', 'UI/UX Design'],
  },
  {
    name: 'Flutter',
    category: 'Programming',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 6,000–12,000 / month',
    isPopular: true,
    description:
      "Google's toolkit for building Android, iOS and web apps from one Dart code base, with fast development and good performance on low-cost phones.",
    prerequisites: ['Git & GitHub'],
    relatedSkills: ['Kotlin', 'UI/UX Design', 'Figma'],
  },
  {
    name: 'PHP',
    category: 'Programming',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 4,000–9,000 / month',
    isPopular: false,
    description:
      'The server language behind WordPress and many business websites. Learn forms, sessions, databases and the Laravel framework for maintainable applications.',
    prerequisites: ['HTML & CSS'],
    relatedSkills: ['SQL', 'Web Design', 'JavaScript'],
  },
  {
    name: 'SQL',
    category: 'Programming',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 5,000–10,000 / month',
    isPopular: true,
    description:
      'Ask questions of relational databases: select, filter, join and group data, design tables and indexes, and keep data consistent with transactions.',
    prerequisites: [],
    relatedSkills: ['Data Analysis', 'Python', 'Power BI'],
  },
  {
    name: 'Git & GitHub',
    category: 'Programming',
    difficulty: 'Beginner',
    averageSalary: 'GH₵ 4,000–8,000 / month',
    isPopular: false,
    description:
      'Track changes to code, work in branches, review pull requests and collaborate with a team. Expected of every developer, whatever the language.',
    prerequisites: [],
    relatedSkills: ['DevOps', 'JavaScript', 'Python'],
  },
  {
    name: 'Cloud Computing',
    category: 'Programming',
    difficulty: 'Intermediate',
    averageSalary: 'GH₵ 9,000–18,000 / month',
    isPopular: true,
    description:
      'Run applications on AWS, Azure or Google Cloud: virtual machines, storage, managed databases, networking and keeping costs under control.',
    prerequisites: ['Git & GitHub'],
    relatedSkills: ['DevOps', 'Cybersecurity', 'Node.js'],
  },
  {
    name: 'DevOps',
    category: 'Programming',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 10,000–20,000 / month',
    isPopular: false,
    description:
      'Ship software reliably: Linux, containers with Docker, continuous integration and delivery pipelines, infrastructure as code and monitoring in production.',
    prerequisites: ['Git & GitHub', 'Cloud Computing'],
    relatedSkills: ['Cloud Computing', 'Cybersecurity', 'Python'],
  },
  {
    name: 'Cybersecurity',
    category: 'Programming',
    difficulty: 'Advanced',
    averageSalary: 'GH₵ 10,000–20,000 / month',
    isPopular: true,
    description:
      'Protect systems and data: network security, secure coding, identity and access, incident response and the fraud patterns common to mobile money and online banking.',
    prerequisites: ['Cloud Computing'],
    relatedSkills: ['Cloud Computing', 'DevOps', 'Python'],
  },
];
