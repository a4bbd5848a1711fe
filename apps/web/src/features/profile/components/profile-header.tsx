import type { Profile } from '@skilllink/contracts/profile';
import { Briefcase, Calendar, Camera, CodeXml, Eye, Flag, Globe, Mail, MapPin, Pencil, Phone, Sparkles, Users } from 'lucide-react';
import type { JSX, Ref } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ShareButton } from '../../../components/ui/share-button';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

interface ProfileHeaderProps {
  profile: Profile;
  /** The Edit Profile button, so focus can return to it after editing. */
  editRef?: Ref<HTMLButtonElement>;
  onEdit?: () => void;
  onEditPhoto?: () => void;
  /** Another member's profile: opens "Block or report". */
  onSafety?: () => void;
}

interface ContactLink {
  href: string;
  icon: JSX.Element;
  label: string;
  text: string;
}

function Contact({ href, icon, label, text }: ContactLink) {
  const external = href.startsWith('http');
  return (
    <li>
      <a
        href={href}
        className="inline-flex min-h-11 items-center gap-2 break-all text-sm text-primary hover:underline"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
      >
        <span className="shrink-0 text-muted" aria-hidden="true">
          {icon}
        </span>
        <span className="sr-only">{label}: </span>
        {text}
      </a>
    </li>
  );
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/** Photo or initials, name, title, location, counts, joined date, bio and contact links present. */
export function ProfileHeader({ profile: p, editRef, onEdit, onEditPhoto, onSafety }: ProfileHeaderProps) {
  const { t } = useTranslation('profile');
  const joined = new Intl.DateTimeFormat(currentLanguage(), { month: 'long', year: 'numeric' }).format(new Date(p.joinDate));
  const icon = 'size-4';
  const contacts = [
    p.email && { href: `mailto:${p.email}`, icon: <Mail className={icon} />, label: t('contact.email'), text: p.email },
    p.phone && {
      href: `tel:${p.phone.replace(/[^\d+]/g, '')}`,
      icon: <Phone className={icon} />,
      label: t('contact.phone'),
      text: p.phone,
    },
    p.website && { href: p.website, icon: <Globe className={icon} />, label: t('contact.website'), text: shortUrl(p.website) },
    p.linkedin && { href: p.linkedin, icon: <Briefcase className={icon} />, label: t('contact.linkedin'), text: shortUrl(p.linkedin) },
    p.github && { href: p.github, icon: <CodeXml className={icon} />, label: t('contact.github'), text: shortUrl(p.github) },
  ].filter((c): c is ContactLink => Boolean(c));
  const relation = p.relation !== 'self' && p.relation !== 'none' ? t(`relation.${p.relation}`) : null;
  const name = `${p.firstName} ${p.lastName}`;
  const own = p.relation === 'self';

  return (
    <section aria-labelledby="profile-name" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="relative self-start">
          <Avatar id={p.id} firstName={p.firstName} lastName={p.lastName} src={p.avatar} className="size-24 text-3xl sm:size-32" />
          {onEditPhoto && (
            <Button
              variant="secondary"
              size="icon"
              className="absolute -right-1 -bottom-1 rounded-full"
              onClick={onEditPhoto}
              aria-label={t('edit.photo')}
            >
              <Camera className="size-5" aria-hidden="true" />
            </Button>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h1 id="profile-name" className="text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">
                {p.firstName} {p.lastName}
              </h1>
              {p.title && <p className="text-lg text-fg">{p.title}</p>}
              {/* Bought with referral points (ADR 069); the date is checked here too, as the profile may be cached. */}
              {p.highlightedUntil && p.highlightedUntil > new Date().toISOString() && (
                <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-fg">
                  <Sparkles className="size-4 text-primary" aria-hidden="true" />
                  {t('highlighted')}
                </p>
              )}
            </div>
            {onEdit && (
              <div className="flex flex-wrap gap-2">
                <Button ref={editRef} variant="secondary" onClick={onEdit}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('edit.button')}
                </Button>
                {/* The public page is the server's (ADR 068): a plain link, in a new tab. */}
                {p.handle && (
                  <a href={`/in/${p.handle}`} target="_blank" rel="noopener" className={buttonClasses({ variant: 'ghost' })}>
                    <Globe className="size-4" aria-hidden="true" />
                    {t('publicPage')}
                  </a>
                )}
              </div>
            )}
            <div className="flex flex-wrap items-center gap-2">
              {relation && <span className="rounded-full bg-surface-2 px-3 py-1 text-sm font-medium text-fg">{relation}</span>}
              {/* Shared as the public page (ADR 068), which anyone can open; nothing to share without a handle. */}
              {p.handle && (
                <ShareButton
                  url={`${window.location.origin}/in/${encodeURIComponent(p.handle)}`}
                  title={t('share.title', { name })}
                  text={own ? t('share.text') : t('share.textOther', { name })}
                  label={own ? t('share.label') : t('share.labelOther', { name })}
                  variant="ghost"
                />
              )}
              {onSafety && (
                <Button variant="ghost" size="sm" onClick={onSafety}>
                  <Flag className="size-4" aria-hidden="true" />
                  {t('safety.open')}
                </Button>
              )}
            </div>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
            {p.location && (
              <li className="inline-flex items-center gap-1.5">
                <MapPin className={icon} aria-hidden="true" />
                {p.location}
              </li>
            )}
            <li className="inline-flex items-center gap-1.5">
              <Eye className={icon} aria-hidden="true" />
              {t('views', { count: p.profileViews })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Users className={icon} aria-hidden="true" />
              {t('connections', { count: p.connectionCount })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Calendar className={icon} aria-hidden="true" />
              {t('joined', { date: joined })}
            </li>
          </ul>
          {p.bio ? (
            <p className="whitespace-pre-line text-fg">{p.bio}</p>
          ) : (
            <p className="text-muted">{onEdit ? t('addBio') : t('noBio')}</p>
          )}
          {contacts.length > 0 && (
            <ul aria-label={t('contact.title')} className="flex flex-wrap gap-x-5">
              {contacts.map((c) => (
                <Contact key={c.label} {...c} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
