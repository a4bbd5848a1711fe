import { WORKSPACE_ROLES } from '@skilllink/contracts/workspace-constants';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PERMISSIONS } from './roles';
import './i18n';

/** The spec's permissions per role, so nobody has to guess what "Viewer" means. */
export function RoleLegend() {
  const { t } = useTranslation('workspace-team');
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-4">
      <h3 id={id} className="mb-2 text-sm font-semibold text-fg">
        {t('legend.title')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {WORKSPACE_ROLES.map((role) => (
          <div key={role} className="contents">
            <dt className="font-medium text-fg">{t(`role.${role}`)}</dt>
            <dd className="text-muted">{PERMISSIONS[role].map((action) => t(`legend.${action}`)).join(', ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
