import type {
  CourseDetail,
  CourseSummary,
  CoursesPage,
  Enrollment,
  Lesson,
  QuizAttempt,
  Review,
  ReviewsPage,
} from '@skilllink/contracts/courses';

export function summary(i: number, overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: `course-${i}`,
    title: `Course ${i}`,
    instructor: `Instructor ${i}`,
    category: 'Programming',
    level: 'Beginner',
    durationSeconds: 5400,
    lessonCount: 3,
    rating: 4.25,
    reviewCount: 8,
    enrolledCount: 1200,
    thumbnail: `/media/courses/thumb-${i}.webp`,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function enrollment(courseId: string, overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    courseId,
    enrolledAt: '2026-02-01T10:00:00.000Z',
    progress: 33,
    lastLessonId: null,
    lastAccessedAt: '2026-02-02T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function coursesPage(items: CourseSummary[], overrides: Partial<CoursesPage> = {}): CoursesPage {
  return { items, featured: [], continueLearning: [], ...overrides };
}

export function videoLesson(i: number, overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: `lesson-${i}`,
    position: i,
    title: `Video lesson ${i}`,
    type: 'video',
    durationSeconds: 40,
    videoUrl: `/media/courses/sample-${i}.webm`,
    videoBytes: 43_008,
    captionsUrl: `/media/courses/sample-${i}.vtt`,
    posterUrl: `/media/courses/sample-${i}.jpg`,
    renditions: [
      { height: 240, url: `/media/courses/sample-${i}-240p.webm`, bytes: 21_504 },
      { height: 480, url: `/media/courses/sample-${i}.webm`, bytes: 43_008 },
    ],
    captionsBytes: 180,
    posterBytes: 2_048,
    completed: false,
    positionSeconds: 0,
    ...overrides,
  };
}

export function quizLesson(i: number, overrides: Partial<Lesson> = {}): Lesson {
  return {
    ...videoLesson(i),
    title: `Quiz ${i}`,
    type: 'quiz',
    durationSeconds: 300,
    videoUrl: null,
    videoBytes: null,
    captionsUrl: null,
    posterUrl: null,
    renditions: [],
    captionsBytes: null,
    posterBytes: null,
    ...overrides,
  };
}

export function detail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const lessons = overrides.lessons ?? [videoLesson(1, { completed: true }), videoLesson(2), quizLesson(3)];
  return {
    ...summary(1, { title: 'JavaScript Basics', lessonCount: lessons.length }),
    description: 'About course 1',
    lessons,
    enrollment: enrollment('course-1', { lastLessonId: 'lesson-2' }),
    certificateCode: null,
    ...overrides,
  };
}

export function attempt(overrides: Partial<QuizAttempt> = {}): QuizAttempt {
  const base: QuizAttempt = {
    id: 'attempt-1',
    title: 'JavaScript check',
    questions: [
      { id: 'q1', question: 'Which keyword declares a constant?', options: ['var', 'let', 'const'] },
      { id: 'q2', question: 'What does typeof null return?', options: ['"null"', '"object"', '"undefined"'] },
    ],
    answers: [],
    passingScore: 70,
    timeLimitSeconds: null,
    startedAt: new Date().toISOString(),
    deadlineAt: null,
    ...overrides,
  };
  // Nothing saved yet unless the test says so: one null per question.
  return { ...base, answers: overrides.answers ?? base.questions.map(() => null) };
}

export function review(i: number, overrides: Partial<Review> = {}): Review {
  return {
    id: `review-${i}`,
    courseId: 'course-1',
    userId: `user-${i}`,
    userName: `Kofi Boateng ${i}`,
    userAvatar: null,
    rating: 4,
    comment: `Helpful course ${i}`,
    date: '2026-02-03T10:00:00.000Z',
    helpful: 2,
    markedHelpful: false,
    ...overrides,
  };
}

export function reviewsPage(items: Review[], overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return { items, rating: items.length ? 4.5 : null, reviewCount: items.length, mine: null, ...overrides };
}
