import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { documentLoadedAt, loadFromServer } from '../../lib/server-page-load';

/**
 * A public page (home, learn, news, a profile, a certificate…): the server renders those. The app
 * arriving here asks the server for the page; if the server sent the app for this very address
 * (a development server without the site), it says so instead of asking again.
 */
export default function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const here = documentLoadedAt(pathname);
  useEffect(() => {
    if (!here) loadFromServer(`${pathname}${search}${hash}`);
  }, [here, pathname, search, hash]);
  if (here)
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">SkillLink</h1>
        <p className="mt-2 text-muted">This page is rendered by the SkillLink server. Open it from the server&apos;s address.</p>
      </main>
    );
  return <PageLoading />;
}
