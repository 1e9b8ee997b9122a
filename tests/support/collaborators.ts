import { randomUUID } from 'node:crypto';
import { apiClient } from './server';

type Api = ReturnType<typeof apiClient>;

/** Creates a module as `author` and returns its id. */
export async function createCourse(author: Api, title = 'Fire safety') {
  const res = await author.post('/courses/', { course: { title, description: `About ${title}` } });
  if (res.status !== 201) throw new Error(`create course failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.course.id as string;
}

/** Invites a fresh email to `courseId` and returns the secret of its link. */
export async function invite(author: Api, courseId: string, email = `guest-${randomUUID()}@example.com`) {
  const res = await author.put(`/collaborators/${courseId}`, { email, firstname: 'Gail', lastname: 'Guest' });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  const link = new URL(res.body.link as string, 'http://x');
  return { email, link: res.body.link as string, secret: link.searchParams.get('token')! };
}

/** A Collaborator token for `courseId`, through an invitation and its link, as the invitee gets it. */
export async function collaboratorOf(baseUrl: string, author: Api, courseId: string) {
  const { email, secret } = await invite(author, courseId);
  const res = await apiClient(baseUrl).post(`/collaborators/validate-access/${courseId}`, { token: secret, email });
  if (res.status !== 200) throw new Error(`validate-access failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  return { email, token, api: apiClient(baseUrl, token) };
}
