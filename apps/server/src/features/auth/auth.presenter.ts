import type { User } from '@skilllink/contracts/auth';
import type { Member } from '../../platform/auth/member.js';

/** The one place a member becomes the API's User. */
export function toUser(m: Member): User {
  return {
    id: m.id,
    email: m.email,
    firstName: m.firstName,
    lastName: m.lastName,
    title: m.title,
    avatar: m.avatar,
    isVerified: m.isVerified,
    onboardingCompleted: m.onboardingCompleted,
    theme: m.theme === 'light' || m.theme === 'dark' ? m.theme : null,
    language: m.language === 'fr' ? 'fr' : 'en',
  };
}
