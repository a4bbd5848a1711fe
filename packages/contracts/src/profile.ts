import { z } from 'zod';
import { BIO_MAX, DESCRIPTION_MAX, NAME_MAX, PROFILE_TEXT_MAX, SKILL_CATEGORIES, SKILL_LEVELS } from './constants.js';

const text = (max: number, label: string) => z.string().trim().max(max, `${label} is too long`);
const required = (max: number, label: string) => text(max, label).min(1, `${label} is required`);
/** Empty, or a web address; a bare domain gets https:// in front. */
const link = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} is too long`)
    .transform((v) => (v && !/^https?:\/\//i.test(v) ? `https://${v}` : v))
    .refine((v) => v === '' || URL.canParse(v), `${label} must be a web address`);
/** "YYYY-MM" as a month input gives it. */
const month = (label: string) => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label} must be a month (YYYY-MM)`);

export const SkillLevel = z.enum(SKILL_LEVELS);
export const SkillCategory = z.enum(SKILL_CATEGORIES);

/** A skill on a member's profile. */
export const MemberSkill = z.object({
  id: z.string(),
  name: z.string(),
  level: SkillLevel,
  category: z.string(),
  yearsOfExperience: z.number().int(),
  endorsements: z.number().int(),
  /** Whether the member looking at the profile has endorsed it. */
  endorsedByMe: z.boolean(),
  /** The member passed this skill's assessment (a skill badge, issue 29 §6). */
  verified: z.boolean(),
  createdAt: z.string(),
});
export type MemberSkill = z.infer<typeof MemberSkill>;

export const SkillInput = z.object({
  name: required(60, 'Skill name'),
  level: SkillLevel.default('Beginner'),
  category: SkillCategory.default('Programming'),
  yearsOfExperience: z.coerce
    .number()
    .int('Years must be a whole number')
    .min(0, 'Years cannot be negative')
    .max(60, 'Years must be 60 or less')
    .default(0),
});
export type SkillInput = z.input<typeof SkillInput>;
export type SkillValues = z.output<typeof SkillInput>;

export const Experience = z.object({
  id: z.string(),
  company: z.string(),
  position: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string(),
  skills: z.array(z.string()),
});
export type Experience = z.infer<typeof Experience>;

// Only company and position (institution and degree) are required: dates are optional.
const dated = {
  location: text(PROFILE_TEXT_MAX, 'Location').default(''),
  /** "" when not given. */
  startDate: month('Start date').or(z.literal('')).default(''),
  endDate: month('End date').nullable().default(null),
  description: text(DESCRIPTION_MAX, 'Description').default(''),
};
const endNotBeforeStart = (v: { startDate: string; endDate: string | null }) =>
  v.endDate === null || v.startDate === '' || v.endDate >= v.startDate;
const endMessage = { message: 'End date cannot be before the start date', path: ['endDate'] };

export const ExperienceInput = z
  .object({
    company: required(PROFILE_TEXT_MAX, 'Company'),
    position: required(PROFILE_TEXT_MAX, 'Position'),
    ...dated,
    skills: z.array(required(60, 'Skill')).max(20, 'At most 20 skills').default([]),
  })
  .refine(endNotBeforeStart, endMessage);
export type ExperienceInput = z.input<typeof ExperienceInput>;
export type ExperienceValues = z.output<typeof ExperienceInput>;

export const Education = z.object({
  id: z.string(),
  institution: z.string(),
  degree: z.string(),
  field: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string(),
});
export type Education = z.infer<typeof Education>;

export const EducationInput = z
  .object({
    institution: required(PROFILE_TEXT_MAX, 'Institution'),
    degree: required(PROFILE_TEXT_MAX, 'Degree'),
    field: text(PROFILE_TEXT_MAX, 'Field of study').default(''),
    ...dated,
  })
  .refine(endNotBeforeStart, endMessage);
export type EducationInput = z.input<typeof EducationInput>;
export type EducationValues = z.output<typeof EducationInput>;

/** How the viewer relates to the profile's owner. */
export const Relation = z.enum(['self', 'connected', 'pending_sent', 'pending_received', 'none']);
export type Relation = z.infer<typeof Relation>;

/** A member's profile. E-mail is shown to the member and their connections only. */
export const Profile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  location: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  website: z.string(),
  linkedin: z.string(),
  github: z.string(),
  joinDate: z.string(),
  /** Public page /in/{handle} (issue 26); null while the member has none yet. */
  handle: z.string().nullable().optional(),
  /** Until when the profile is highlighted (bought with referral points, ADR 069); null or absent when not. */
  highlightedUntil: z.string().nullable().optional(),
  profileViews: z.number().int(),
  connectionCount: z.number().int(),
  relation: Relation,
  /** Whether the owner takes endorsements (Settings → Privacy). */
  takesEndorsements: z.boolean(),
  skills: z.array(MemberSkill),
  experience: z.array(Experience),
  education: z.array(Education),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileResponse = z.object({ profile: Profile });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const ProfileUpdate = z.object({
  firstName: required(NAME_MAX, 'First name'),
  lastName: required(NAME_MAX, 'Last name'),
  title: text(PROFILE_TEXT_MAX, 'Title'),
  location: text(PROFILE_TEXT_MAX, 'Location'),
  bio: text(BIO_MAX, 'Bio'),
  phone: text(40, 'Phone').refine((v) => v === '' || /^[+\d][\d\s().-]{4,}$/.test(v), 'Enter a valid phone number'),
  website: link('Website'),
  linkedin: link('LinkedIn'),
  github: link('GitHub'),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;
export type ProfileUpdateValues = z.output<typeof ProfileUpdate>;

export const ProfileParams = z.object({ id: z.string().min(1).max(64) });
export const ItemParams = z.object({ itemId: z.string().min(1).max(64) });

export const SkillResponse = z.object({ skill: MemberSkill });
export const ExperienceResponse = z.object({ experience: Experience });
export const EducationResponse = z.object({ education: Education });
export const EndorsementResponse = z.object({ endorsements: z.number().int(), endorsedByMe: z.boolean() });
export type EndorsementResponse = z.infer<typeof EndorsementResponse>;
