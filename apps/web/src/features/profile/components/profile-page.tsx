import type { Education, Experience, MemberSkill, Profile } from '@skilllink/contracts/profile';
import { UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useEndorsement } from '../api/endorse-skill';
import { useProfile } from '../api/get-profile';
import type { ItemKind } from '../api/profile-items';
import '../i18n';
import { ConfirmDelete } from './confirm-delete';
import { EducationDialog, ExperienceDialog } from './entry-dialogs';
import { PhotoDialog } from './photo-dialog';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileHeader } from './profile-header';
import { SafetyDialog } from './safety-dialog';
import { ProfileTabs, type OwnerActions } from './profile-tabs';
import { SkillDialog } from './skill-dialog';

type Editing = { kind: 'skills'; item?: MemberSkill } | { kind: 'experience'; item?: Experience } | { kind: 'education'; item?: Education };

/** A member's profile: "me" for your own (editable), or another member's id (read, endorse). */
export function ProfilePage({ who }: { who: string }) {
  const { t } = useTranslation('profile');
  const profile = useProfile(who);
  const errorMessage = useErrorMessage();
  const { error } = profile;

  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={<UserX className="size-8" aria-hidden="true" />}
        title={t('notFound')}
        body={t('notFoundBody')}
        action={
          <Link to="/app/profile" className={buttonClasses({ variant: 'secondary' })}>
            {t('backToMine')}
          </Link>
        }
      />
    );
  }
  return (
    <QueryState
      query={profile}
      loading={<PageLoading label={t('loading')} className="py-12" />}
      variant="inline"
      errorTitle={error ? errorMessage(error) : t('loadError')}
    >
      {(found) => (found.relation === 'self' ? <OwnProfile profile={found} /> : <OtherProfile profile={found} />)}
    </QueryState>
  );
}

function OwnProfile({ profile }: { profile: Profile }) {
  const [editingHeader, setEditingHeader] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const edited = useRef(false);
  // Leaving edit mode (Save, Cancel or Escape) puts focus back on Edit Profile.
  useEffect(() => {
    if (editingHeader) edited.current = true;
    else if (edited.current) editButton.current?.focus();
  }, [editingHeader]);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ kind: ItemKind; id: string; label: string } | null>(null);
  const close = (open: boolean) => !open && setEditing(null);

  const owner: OwnerActions = {
    addSkill: () => setEditing({ kind: 'skills' }),
    editSkill: (item) => setEditing({ kind: 'skills', item }),
    deleteSkill: (s) => setDeleting({ kind: 'skills', id: s.id, label: s.name }),
    addExperience: () => setEditing({ kind: 'experience' }),
    editExperience: (item) => setEditing({ kind: 'experience', item }),
    deleteExperience: (e) => setDeleting({ kind: 'experience', id: e.id, label: `${e.position} · ${e.company}` }),
    addEducation: () => setEditing({ kind: 'education' }),
    editEducation: (item) => setEditing({ kind: 'education', item }),
    deleteEducation: (e) => setDeleting({ kind: 'education', id: e.id, label: `${e.degree} · ${e.institution}` }),
  };
  const key = editing ? `${editing.kind}-${editing.item?.id ?? 'new'}` : 'none';

  return (
    <div className="flex flex-col gap-6">
      {editingHeader ? (
        <ProfileEditForm profile={profile} onDone={() => setEditingHeader(false)} />
      ) : (
        <ProfileHeader
          profile={profile}
          editRef={editButton}
          onEdit={() => setEditingHeader(true)}
          onEditPhoto={() => setPhotoOpen(true)}
        />
      )}
      <ProfileTabs profile={profile} owner={owner} />
      <PhotoDialog open={photoOpen} onOpenChange={setPhotoOpen} hasPhoto={Boolean(profile.avatar)} />
      {editing?.kind === 'skills' && <SkillDialog key={key} skill={editing.item} open onOpenChange={close} />}
      {editing?.kind === 'experience' && <ExperienceDialog key={key} item={editing.item} open onOpenChange={close} />}
      {editing?.kind === 'education' && <EducationDialog key={key} item={editing.item} open onOpenChange={close} />}
      {deleting && <ConfirmDelete {...deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

function OtherProfile({ profile }: { profile: Profile }) {
  const endorse = useEndorsement(profile.id);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const onEndorse =
    profile.relation === 'connected' && profile.takesEndorsements
      ? (skill: MemberSkill) =>
          endorse.mutate({ skillId: skill.id, endorse: !skill.endorsedByMe }, { onError: (error) => toast(errorMessage(error), 'error') })
      : undefined;
  const [safety, setSafety] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader profile={profile} onSafety={() => setSafety(true)} />
      {safety && <SafetyDialog profile={profile} onClose={() => setSafety(false)} />}
      <ProfileTabs profile={profile} onEndorse={onEndorse} endorsingId={endorse.isPending ? (endorse.variables?.skillId ?? null) : null} />
    </div>
  );
}
