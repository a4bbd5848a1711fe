import NotYetPage from './not-yet';

/** The skills page (being built). */
export default function SkillsPage() {
  return <NotYetPage title="skills" />;
}
