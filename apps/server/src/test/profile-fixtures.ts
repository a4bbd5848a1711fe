import type { TestClient } from './client.js';

// Profile content made through the profile API, for tests of areas that read it (cards, search).

export async function addSkills(client: TestClient, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const res = await client.post('/api/v1/profile/skills', { name });
    if (res.statusCode !== 201) throw new Error(`add skill ${name}: ${res.statusCode} ${res.body}`);
  }
}

export async function addJob(client: TestClient, job: { company: string; startDate?: string; endDate?: string | null }): Promise<void> {
  const res = await client.post('/api/v1/profile/experience', { position: 'Engineer', ...job });
  if (res.statusCode !== 201) throw new Error(`add experience: ${res.statusCode} ${res.body}`);
}

export async function editProfile(
  client: TestClient,
  fields: { firstName: string; lastName: string; title?: string; location?: string },
): Promise<void> {
  const res = await client.patch('/api/v1/profile', {
    title: '',
    location: '',
    bio: '',
    phone: '',
    website: '',
    linkedin: '',
    github: '',
    ...fields,
  });
  if (res.statusCode !== 200) throw new Error(`edit profile: ${res.statusCode} ${res.body}`);
}
