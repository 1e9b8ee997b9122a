import type { apiClient } from '../../support/server';

type Api = ReturnType<typeof apiClient>;

/** Asks for an upload URL and PUTs the bytes to it, as the editor does. */
export async function uploadMedia(
  baseUrl: string,
  api: Api,
  courseId: string,
  file: { name: string; type: string; bytes: Buffer },
  mediaType = 'images',
) {
  const presigned = await api.post('/courses/pre-signed-url', {
    filename: file.name,
    contentType: file.type,
    courseId,
    mediaType,
  });
  if (presigned.status !== 200)
    throw new Error(`pre-signed-url: ${presigned.status} ${JSON.stringify(presigned.body)}`);
  const res = await fetch(`${baseUrl}${presigned.body.preSignedUrl}`, {
    method: 'PUT',
    headers: { 'content-type': file.type },
    body: new Uint8Array(file.bytes),
  });
  return { status: res.status, body: await res.json(), preSignedUrl: presigned.body.preSignedUrl as string };
}

export async function newCourse(api: Api, title = 'Media course'): Promise<string> {
  const created = await api.post('/courses/', { course: { title } });
  return created.body.course.id;
}
