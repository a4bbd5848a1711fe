import { SkillsDiscovery } from '../../../features/skills/components/skills-discovery';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/skills (spec 000 §2 Skills Discovery). */
export default function SkillsPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.skills'));
  return <SkillsDiscovery />;
}
