import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import './public-i18n';

export default function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
