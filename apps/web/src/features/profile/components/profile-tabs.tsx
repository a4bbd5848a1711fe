import { TabList, TabPanel, TabTrigger, Tabs } from '../../../components/ui/tabs';
import { OVERVIEW_EXPERIENCE, OVERVIEW_SKILLS } from '@skilllink/contracts/constants';
import type { Education, Experience, MemberSkill, Profile } from '@skilllink/contracts/profile';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useAssessableSkills } from '../api/get-assessable-skills';
import '../i18n';
import { EducationList, ExperienceList } from './entries-list';
import { Empty, Section } from './section';
import { SkillsList } from './skills-list';

export const TABS = ['overview', 'experience', 'education', 'skills'] as const;
export type Tab = (typeof TABS)[number];

/** What the owner can do from the tabs; absent on someone else's profile. */
export interface OwnerActions {
  addSkill: () => void;
  editSkill: (s: MemberSkill) => void;
  deleteSkill: (s: MemberSkill) => void;
  addExperience: () => void;
  editExperience: (e: Experience) => void;
  deleteExperience: (e: Experience) => void;
  addEducation: () => void;
  editEducation: (e: Education) => void;
  deleteEducation: (e: Education) => void;
}

interface ProfileTabsProps {
  profile: Profile;
  owner?: OwnerActions;
  onEndorse?: (s: MemberSkill) => void;
  endorsingId?: string | null;
}

/** Overview, experience, education, skills — the tab lives in ?tab= so it can be linked. */
export function ProfileTabs({ profile, owner, onEndorse, endorsingId }: ProfileTabsProps) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  // Own profile: an unverified skill that has an assessment links to it.
  const assessable = useAssessableSkills(Boolean(owner) && profile.skills.some((skill) => !skill.verified)).data;
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'overview';
  const select = (next: string) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next === 'overview') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  const empty = (what: 'skills' | 'experience' | 'education') => (
    <Empty title={t(`${what}.empty`)} body={owner ? t(`${what}.emptyOwn`) : undefined} />
  );

  const skills = (all: MemberSkill[], compact: boolean) =>
    all.length ? (
      <SkillsList
        skills={all}
        compact={compact}
        onEdit={owner?.editSkill}
        onDelete={owner?.deleteSkill}
        assessable={owner ? assessable : undefined}
        onEndorse={onEndorse}
        endorsingId={endorsingId}
      />
    ) : (
      empty('skills')
    );
  const experience = (all: Experience[], compact: boolean) =>
    all.length ? (
      <ExperienceList items={all} compact={compact} onEdit={owner?.editExperience} onDelete={owner?.deleteExperience} />
    ) : (
      empty('experience')
    );

  return (
    <Tabs value={tab} onValueChange={select} className="flex flex-col gap-4">
      {/* One row that scrolls sideways on a narrow phone: a tab name never breaks inside a word. */}
      <TabList aria-label={t('tabs.label')} className="flex overflow-x-auto border-b border-border sm:gap-1">
        {TABS.map((name) => (
          <TabTrigger
            key={name}
            value={name}
            className="min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg sm:px-4 sm:text-base"
          >
            {t(`tabs.${name}`)}
          </TabTrigger>
        ))}
      </TabList>
      <TabPanel value="overview" className="grid gap-4 lg:grid-cols-2">
        <Section title={t('skills.top')} addLabel={t('skills.add')} onAdd={owner?.addSkill}>
          {skills(profile.skills.slice(0, OVERVIEW_SKILLS), true)}
        </Section>
        <Section title={t('experience.recent')} addLabel={t('experience.add')} onAdd={owner?.addExperience}>
          {experience(profile.experience.slice(0, OVERVIEW_EXPERIENCE), true)}
        </Section>
      </TabPanel>
      <TabPanel value="experience">
        <Section title={t('tabs.experience')} addLabel={t('experience.add')} onAdd={owner?.addExperience}>
          {experience(profile.experience, false)}
        </Section>
      </TabPanel>
      <TabPanel value="education">
        <Section title={t('tabs.education')} addLabel={t('education.add')} onAdd={owner?.addEducation}>
          {profile.education.length ? (
            <EducationList items={profile.education} onEdit={owner?.editEducation} onDelete={owner?.deleteEducation} />
          ) : (
            empty('education')
          )}
        </Section>
      </TabPanel>
      <TabPanel value="skills">
        <Section title={t('tabs.skills')} addLabel={t('skills.add')} onAdd={owner?.addSkill}>
          {skills(profile.skills, false)}
        </Section>
      </TabPanel>
    </Tabs>
  );
}
