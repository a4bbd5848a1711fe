import type { ActivityItem, ActivityType } from '@skilllink/contracts/activity';
import { Award, BookOpen, Briefcase, CircleCheck, GraduationCap, Sparkles, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useNow } from '../../../lib/relative-time';
import { renderTagged } from '../../../lib/tagged';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

const icons: Record<ActivityType, LucideIcon> = {
  skill_added: Sparkles,
  experience_added: Briefcase,
  education_added: GraduationCap,
  connection_made: UserPlus,
  course_enrolled: BookOpen,
  course_completed: CircleCheck,
  certificate_earned: Award,
};

// The subject is the member's own text: it is put in as a React node after translation, so
// nothing in it is ever read as markup.
const SUBJECT = '\uE000';

/** Only in-app paths become links. */
const isAppPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

/** One readable sentence per activity, with an icon and how long ago it happened. */
export function ActivityList({ items, label }: { items: ActivityItem[]; label?: string }) {
  const { t } = useTranslation('activity');
  const now = useNow();
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border">
      {items.map((item) => {
        const Icon = icons[item.type] ?? Sparkles;
        const sentence = renderTagged(t(`types.${item.type}`, { subject: SUBJECT }), {
          b: (inner) => <strong className="font-semibold text-fg">{inner.replace(SUBJECT, item.subject)}</strong>,
        });
        return (
          <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="text-sm break-words text-muted">
                {isAppPath(item.link) ? (
                  <Link to={item.link} className="rounded-sm hover:underline">
                    {sentence}
                  </Link>
                ) : (
                  sentence
                )}
              </p>
              <RelativeTime iso={item.createdAt} now={now} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
