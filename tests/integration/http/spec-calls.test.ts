import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type TestServer } from '../../support/server';

/** Every call of SPEC §7, as the OpenAPI document names it (relative to /api). */
const SPEC_CALLS = [
  // Auth and users
  'POST /auth/partner',
  'POST /auth/partner-view',
  'POST /auth/scorm-view',
  'POST /auth/updatePreferredTranslations',
  'POST /auth/getPreferredTranslations',
  'POST /auth/template',
  'GET /users/user-info',
  'POST /users/update-user-settings',
  'GET /users/collab/all-users',
  'POST /insights/track',
  'GET /users/tour-progress',
  'POST /users/tour-progress',
  'POST /users/tour-completed',
  'POST /users/tour-reset',
  'GET /users/whats-new-progress',
  'POST /users/whats-new-progress',
  'POST /users/whats-new-feature-viewed',
  'POST /users/whats-new-reset',
  // Comments
  'POST /comments/',
  'GET /comments/block/{id}',
  'GET /comments/course/{id}',
  'GET /comments/course/{id}/counts',
  'GET /comments/{id}',
  'PUT /comments/{id}',
  'DELETE /comments/{id}',
  'PATCH /comments/{id}/status',
  'POST /comments/{id}/read',
  'DELETE /comments/block/{id}',
  // Drafts
  'GET /drafts/{a}/{b}',
  'GET /drafts/{id}/latest',
  'GET /drafts/channelUserDraft',
  'GET /drafts/draftdata/{id}',
  'GET /drafts/draftblocks/{id}',
  'PUT /drafts/',
  'DELETE /drafts/{id}',
  'DELETE /drafts/blocks/draftblocks',
  'POST /drafts/draftblocks',
  // Blocks
  'GET /blocks/',
  'GET /blocks/{id}',
  'PUT /blocks/{id}',
  'DELETE /blocks/{id}',
  'POST /blocks/',
  'POST /blocks/transcribe-check',
  // Courses
  'GET /courses/',
  'GET /courses/translation-metrics',
  'GET /courses/transcribe-metrics',
  'GET /courses/list',
  'GET /courses/{id}',
  'GET /courses/template/{id}',
  'GET /courses/{id}/creator',
  'PUT /courses/{id}',
  'GET /courses/thumbnailCheck/{id}',
  'PUT /courses/views/{id}',
  'DELETE /courses/{id}',
  'GET /courses/{id}/blocks',
  'POST /courses/',
  'POST /courses/{id}',
  'PUT /courses/',
  'POST /courses/translate/{id}',
  'POST /courses/translatenow/{id}',
  'POST /courses/selectedLanguages/{id}',
  'POST /courses/partial-translate',
  'GET /courses/translation-stats',
  'DELETE /courses/translate/{id}/{lang}',
  'POST /scorm/createdispatch/{id}',
  'POST /scorm-package/generate',
  'POST /courses/duplicate-course/{id}',
  'GET /courses/random-thumbnail',
  'GET /courses/signed-url/',
  'POST /courses/favourite',
  'GET /courses/favourite',
  'GET /courses/favourite/check/{id}',
  'GET /courses/favourite/courses',
  // Tags
  'GET /course-tag',
  'PUT /course-tag/{id}',
  'DELETE /course-tag/{id}',
  'GET /course-tag/courseFilters',
  // Collaborators
  'PUT /collaborators/{courseId}',
  'GET /collaborators/{courseId}',
  'POST /collaborators/validate-access/{x}',
  'PUT /collaborators/update-name',
  'POST /collaborators/external-collaborator-user',
  // Media and uploads
  'POST /courses/pre-signed-url',
  'POST /courses/pre-signed-url-upload',
  'GET /courses/get-signed-url/{id}',
  // AI
  'POST /ai/trivia',
  'POST /ai/outlinejson',
  'POST /ai/fine-tune',
  'POST /ai/upload',
  'POST /ai/delete',
  'POST /ai/questions',
  'POST /ai/generate-feedback-by-result',
  'POST /ai/generate-feedback-by-choices',
  'GET /ai/generate-tags',
  'POST /ai/speech-to-text',
];

/** `/courses/{courseId}` and `/courses/{id}` are one path: parameter names are the server's to choose. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

describe('SPEC §7 in the OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('lists every call of §7', async () => {
    const document = (await apiClient(server.url).get('/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${shape(path)}`),
      ),
    );
    const missing = SPEC_CALLS.filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return !listed.has(`${method} ${shape(path)}`);
    });
    expect(missing).toEqual([]);
  });
});
