import { SkillsDiscovery } from '../../../features/skills/components/skills-discovery';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/skills: Skills Discovery. */
export default function SkillsPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.skills'));
  return <SkillsDiscovery />;
}
