import { lazyPage as lazy } from './lazy-page';
import { Navigate, Route, Routes } from 'react-router';
import { GuestOnly, RequireAuth, ShortLink } from './guards';
import type { AppPageKey } from './page-title';

// Every layout and page is its own chunk, so a visitor downloads only what the page in
// front of them needs (the login page has a 120 KB gzip budget). React.lazy with declarative
// routes rather than the data router's `lazy`: the data router alone adds ~16 KB gzip to
// every page, more than the budget can carry next to React and TanStack Query.
// Measurements: apps/web/README.md (Page weight).
const AuthLayout = lazy(() => import('./layouts/auth-layout'));
const AppLayout = lazy(() => import('./layouts/app-layout'));
const ServerPage = lazy(() => import('./routes/server-page'));
const Login = lazy(() => import('./routes/auth/login'));
const Register = lazy(() => import('./routes/auth/register'));
const ForgotPassword = lazy(() => import('./routes/auth/forgot-password'));
const ResetPassword = lazy(() => import('./routes/auth/reset-password'));
const VerifyEmail = lazy(() => import('./routes/auth/verify-email'));
const SignInLink = lazy(() => import('./routes/auth/sign-in-link'));
const TwoStep = lazy(() => import('./routes/auth/two-step'));
const EmailChange = lazy(() => import('./routes/auth/email-change'));
const EmailChangeUndo = lazy(() => import('./routes/auth/email-change-undo'));
const Dashboard = lazy(() => import('./routes/app/dashboard'));
const NotYet = lazy(() => import('./routes/app/not-yet'));
const Profile = lazy(() => import('./routes/app/profile'));
const Skills = lazy(() => import('./routes/app/skills'));
const SkillAssessments = lazy(() => import('./routes/app/skill-assessments'));
const SkillAssessment = lazy(() => import('./routes/app/skill-assessment'));
const Activity = lazy(() => import('./routes/app/activity'));
const Notifications = lazy(() => import('./routes/app/notifications'));
const Connections = lazy(() => import('./routes/app/connections'));
const Messages = lazy(() => import('./routes/app/messages'));
const Certificates = lazy(() => import('./routes/app/certificates'));
const Courses = lazy(() => import('./routes/app/courses'));
const Course = lazy(() => import('./routes/app/course'));
const Calendar = lazy(() => import('./routes/app/calendar'));
const JobsPost = lazy(() => import('./routes/app/jobs-post'));
const JobsApplicants = lazy(() => import('./routes/app/jobs-applicants'));
const Jobs = lazy(() => import('./routes/app/jobs'));
const Job = lazy(() => import('./routes/app/job'));
const Projects = lazy(() => import('./routes/app/projects'));
const Referrals = lazy(() => import('./routes/app/referrals'));
const Search = lazy(() => import('./routes/app/search'));
const Settings = lazy(() => import('./routes/app/settings'));
const CredentialsVerify = lazy(() => import('./routes/credentials-verify'));

/** The public site's pages: the server renders them (ADR 068); the app hands them back to it. */
const serverPages = [
  'about',
  'learn',
  'partners',
  'news',
  'news/:slug',
  'stories',
  'stories/:slug',
  'data-protection',
  'imprint',
  'legal',
  'terms',
  'privacy',
  'in/:handle',
  'verify/:code',
];

/** Areas whose issues have not landed yet: their title and an honest "not available yet". */
const pendingAppPages: Array<[path: string, title: AppPageKey]> = [];

/** Links used inside screens without the /app prefix; each reaches its real page. */
const shortLinks = ['dashboard', 'messages', 'connections', 'certificates', 'notifications', 'profile', 'search'];

/** The route table and guard: /app/* only for members (RequireAuth), unknown paths go to "/". */
export function AppRoutes() {
  return (
    <Routes>
      {/* A member at exactly "/" goes to the dashboard (GuestOnly); visitors get the server's home page. */}
      <Route element={<GuestOnly />}>
        <Route index element={<ServerPage />} />
      </Route>
      {serverPages.map((path) => (
        <Route key={path} path={path} element={<ServerPage />} />
      ))}
      <Route path="auth" element={<AuthLayout />}>
        <Route index element={<Navigate to="/auth/login" replace />} />
        <Route element={<GuestOnly />}>
          <Route path="login" element={<Login />} />
          <Route path="register" element={<Register />} />
          <Route path="two-step" element={<TwoStep />} />
        </Route>
        <Route path="forgot-password" element={<ForgotPassword />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="verify-email" element={<VerifyEmail />} />
        <Route path="sign-in-link" element={<SignInLink />} />
        <Route path="email-change" element={<EmailChange />} />
        <Route path="email-change/undo" element={<EmailChangeUndo />} />
      </Route>
      <Route path="app" element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/app/dashboard" replace />} />
          <Route path="dashboard" element={<Dashboard />} />
          <Route path="profile" element={<Profile />} />
          <Route path="profile/:id" element={<Profile />} />
          <Route path="skills" element={<Skills />} />
          <Route path="skills/assessments" element={<SkillAssessments />} />
          <Route path="skills/assessments/:slug" element={<SkillAssessment />} />
          <Route path="activity" element={<Activity />} />
          <Route path="notifications" element={<Notifications />} />
          <Route path="connections" element={<Connections />} />
          <Route path="messages" element={<Messages />} />
          <Route path="messages/:conversationId" element={<Messages />} />
          <Route path="certificates" element={<Certificates />} />
          <Route path="courses" element={<Courses />} />
          <Route path="courses/:courseId" element={<Course />} />
          <Route path="calendar" element={<Calendar />} />
          {/* The poster's side of jobs; "jobs/new" is a static segment, so it ranks above "jobs/:jobId". */}
          <Route path="jobs/new" element={<JobsPost />} />
          <Route path="jobs/:jobId/edit" element={<JobsPost />} />
          <Route path="jobs/:jobId/applicants" element={<JobsApplicants />} />
          <Route path="jobs" element={<Jobs />} />
          <Route path="jobs/:jobId" element={<Job />} />
          <Route path="projects" element={<Projects />} />
          <Route path="projects/:projectId" element={<Projects />} />
          <Route path="referrals" element={<Referrals />} />
          <Route path="search" element={<Search />} />
          <Route path="settings" element={<Settings />} />
          {pendingAppPages.map(([path, title]) => (
            <Route key={path} path={path} element={<NotYet title={title} />} />
          ))}
        </Route>
      </Route>
      {shortLinks.map((path) => (
        <Route key={path} path={path} element={<ShortLink to={`/app/${path}`} />} />
      ))}
      <Route path="credentials/verify" element={<CredentialsVerify />} />
      <Route path="register" element={<ShortLink to="/auth/register" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
