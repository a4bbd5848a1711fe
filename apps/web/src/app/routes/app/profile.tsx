import NotYetPage from './not-yet';

/** The profile page (being built). */
export default function ProfilePage() {
  return <NotYetPage title="profile" />;
}
