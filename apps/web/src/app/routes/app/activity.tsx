import NotYetPage from './not-yet';

/** The activity page (being built). */
export default function ActivityPage() {
  return <NotYetPage title="activity" />;
}
