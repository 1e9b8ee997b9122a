import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRANSLATED_TEXT } from '../../../src/modules/courses';
import { XLIFF_MAX_BYTES } from '../../../src/modules/translation/api';
import type { XliffVersion } from '../../../src/modules/translation/xliff';
import { type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';
import { xliffSchemaProblem } from '../../support/xliff-schema';

type User = Awaited<ReturnType<typeof registerUser>>;

/** A raw request: XLIFF goes out and comes in as XML, not JSON. */
async function raw(server: TestServer, user: User, method: string, path: string, body?: string) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/xliff+xml' }),
    },
    body,
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/**
 * What a translator's CAT tool does to the file: fills each unit's target. The rich text keeps
 * its codes (reordered, as Spanish word order wants), the plain fields get words.
 */
const TRANSLATIONS: Record<string, string> = {
  'Fire safety': 'Seguridad contra incendios',
  'What to do when the alarm rings': 'Qué hacer cuando suena la alarma',
  'Which door is the exit?': '¿Qué puerta es la salida?',
};

function fillTargets(xml: string, version: XliffVersion, textId: string): string {
  const unitTag = version === '1.2' ? 'trans-unit' : 'unit';
  return xml.replace(new RegExp(`<${unitTag} id="([^"]+)"[\\s\\S]*?</${unitTag}>`, 'g'), (unit, id: string) => {
    const source = /<source[^>]*>([\s\S]*?)<\/source>/.exec(unit)![1]!;
    let target: string;
    if (id === `${textId}.html`) {
      // "The <b>red</b> door is the exit." → "La puerta <b>roja</b> es la salida." with the source's own codes.
      const bold = version === '1.2' ? /<g id="(\d+)"[^>]*>red<\/g>/ : /<pc id="(\d+)"[^>]*>red<\/pc>/;
      const boldTag = bold.exec(source)![0]!.replace('red', 'roja');
      const para = version === '1.2' ? /^<g id="(\d+)"[^>]*>/ : /^<pc id="(\d+)"[^>]*>/;
      const open = para.exec(source)![0]!;
      const close = version === '1.2' ? '</g>' : '</pc>';
      target = `${open}La puerta ${boldTag} es la salida.${close}`;
    } else {
      target = TRANSLATIONS[source] ?? `[es] ${source}`;
    }
    const withState =
      version === '1.2' ? `<target state="translated">${target}</target>` : `<target>${target}</target>`;
    return unit
      .replace(/<target[^>]*\/>|<target[^>]*>[\s\S]*?<\/target>/, '')
      .replace('</source>', `</source>${withState}`);
  });
}

describe('XLIFF export and import over HTTP', () => {
  let server: TestServer;
  let ada: User;
  let courseId: string;
  let textId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ada = await registerUser(server.url, 'Ada');
    const created = await ada.api.post('/courses/', {
      course: { title: 'Fire safety', description: 'What to do when the alarm rings' },
    });
    courseId = created.body.course.id;
    const text = await ada.api.post('/blocks/', {
      courseId,
      block: { type: 'TextBlockComponent', data: { html: '<p>The <strong>red</strong> door is the exit.</p>' } },
    });
    textId = text.body.block.id;
    await ada.api.post('/blocks/', {
      courseId,
      block: {
        type: 'QuestionBlockComponent',
        data: {
          title: 'Which door is the exit?',
          type: 'single choice',
          options: [{ id: 'opt01', value: 'The red one' }],
          answer: ['opt01'],
        },
      },
    });
    await ada.api.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es', 'ar'] });
  });
  afterAll(async () => server.close());

  it.each(['1.2', '2.0'] as const)(
    'exports a schema-valid %s file, and imports it back as a CAT tool edited it',
    async (version) => {
      const exported = await raw(server, ada, 'GET', `/courses/translate/${courseId}/es/xliff?version=${version}`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toMatch(/application\/xliff\+xml/);
      expect(exported.headers.get('content-disposition')).toContain('fire-safety.es');
      expect(await xliffSchemaProblem(exported.text, version)).toBeNull();
      // No link, class or attribute of the module's html leaves Tessera.
      expect(exported.text).not.toContain('<strong');

      const edited = fillTargets(exported.text, version, textId);
      expect(await xliffSchemaProblem(edited, version)).toBeNull();
      const imported = await raw(server, ada, 'POST', `/courses/translate/${courseId}/es/xliff`, edited);
      expect(imported.status).toBe(200);
      const body = JSON.parse(imported.text);
      expect(body.imported).toBe(5);
      expect(body.title_es).toBe('Seguridad contra incendios');
      const workspace = (await ada.api.get(`/courses/translate/${courseId}/es`)).body;
      const html = workspace.segments.find((s: LooseJson) => s.id === `${textId}.html`);
      expect(html).toMatchObject({ text: '<p>La puerta <strong>roja</strong> es la salida.</p>', state: 'import' });
      expect(workspace.segments.find((s: LooseJson) => s.field === 'question').text).toBe('¿Qué puerta es la salida?');

      // Exported again, the translation is the target, with the source's codes.
      const again = await raw(server, ada, 'GET', `/courses/translate/${courseId}/es/xliff?version=${version}`);
      expect(again.text).toContain('roja');
      expect(await xliffSchemaProblem(again.text, version)).toBeNull();
    },
  );

  it('keeps right-to-left text whole through a round trip', async () => {
    const exported = await raw(server, ada, 'GET', `/courses/translate/${courseId}/ar/xliff`);
    const edited = exported.text.replace(
      /(<source>Fire safety<\/source>)(<target\/>)?/,
      '$1<target>السلامة من الحرائق</target>',
    );
    const imported = await raw(server, ada, 'POST', `/courses/translate/${courseId}/ar/xliff`, edited);
    expect(imported.status).toBe(200);
    expect(JSON.parse(imported.text).title_ar).toBe('السلامة من الحرائق');
  });

  it('reads a file saved on Windows (CR LF) in UTF-16, as the XML standard allows: nothing refused, no CR stored', async () => {
    const created = await ada.api.post('/courses/', {
      course: { title: 'Evacuation', description: 'Leave by the stairs.\nNever use the lift.' },
    });
    const id = created.body.course.id as string;
    await ada.api.post(`/courses/selectedLanguages/${id}`, { languages: ['en', 'es'] });
    const exported = await raw(server, ada, 'GET', `/courses/translate/${id}/es/xliff?version=1.2`);
    const translated = exported.text.replace(
      /(<source>Leave by the stairs\.\nNever use the lift\.<\/source>)(<target[^>]*\/>)?/,
      '$1<target state="translated">Salga por las escaleras.\nNo use nunca el ascensor.</target>',
    );
    expect(translated).not.toBe(exported.text);
    // What a Windows CAT tool writes: CR LF line ends, UTF-16 with its byte-order mark.
    const windows = translated.replaceAll('\n', '\r\n').replace(/encoding="UTF-8"/i, 'encoding="UTF-16"');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(windows, 'utf16le')]);
    const res = await fetch(`${server.url}/api/courses/translate/${id}/es/xliff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/xliff+xml' },
      body: bytes,
    });
    expect([res.status, await res.text()]).toEqual([200, expect.stringContaining('"imported":1')]);
    const workspace = (await ada.api.get(`/courses/translate/${id}/es`)).body;
    const description = workspace.segments.find(
      (s: LooseJson) => s.source === 'Leave by the stairs.\nNever use the lift.',
    );
    expect(description.text).toBe('Salga por las escaleras.\nNo use nunca el ascensor.');
    // The same in UTF-8 with CR LF: its multi-line source still matches the module's.
    const crlf = translated.replaceAll('\n', '\r\n');
    const again = await raw(server, ada, 'POST', `/courses/translate/${id}/es/xliff`, crlf);
    expect([again.status, JSON.parse(again.text).imported]).toEqual([200, 1]);
    const after = (await ada.api.get(`/courses/translate/${id}/es`)).body.segments;
    expect(JSON.stringify(after)).not.toContain('\\r');
  });

  it('refuses a target that lost a list’s code, naming the field, and stores nothing', async () => {
    const created = await ada.api.post('/courses/', { course: { title: 'Kit' } });
    const id = created.body.course.id as string;
    const list = await ada.api.post('/blocks/', {
      courseId: id,
      block: { type: 'TextBlockComponent', data: { html: '<ul><li>Helmet</li><li>Gloves</li></ul>' } },
    });
    await ada.api.post(`/courses/selectedLanguages/${id}`, { languages: ['en', 'es'] });
    const exported = await raw(server, ada, 'GET', `/courses/translate/${id}/es/xliff?version=1.2`);
    const unitOf = (xml: string) =>
      new RegExp(`<trans-unit id="${list.body.block.id}\\.html"[\\s\\S]*?</trans-unit>`).exec(xml)![0]!;
    const unit = unitOf(exported.text);
    const source = /<source>([\s\S]*?)<\/source>/.exec(unit)![1]!;
    // The list's own code (the outer <g>) dropped; the items' codes kept around the Spanish words.
    const outer = /^<g id="(\d+)"[^>]*>([\s\S]*)<\/g>$/.exec(source)!;
    const target = outer[2]!.replace('Helmet', 'Casco').replace('Gloves', 'Guantes');
    const edited = exported.text.replace(
      unit,
      unit
        .replace(/<target[^>]*\/>|<target[^>]*>[\s\S]*?<\/target>/, '')
        .replace('</source>', `</source><target>${target}</target>`),
    );
    const res = await raw(server, ada, 'POST', `/courses/translate/${id}/es/xliff`, edited);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toMatch(/lost a code its source has \(.*a list item outside its list\)/);
    const segments = (await ada.api.get(`/courses/translate/${id}/es`)).body.segments as LooseJson[];
    expect(segments.find((s) => s.id === `${list.body.block.id}.html`)?.text ?? '').toBe('');
  });

  it('refuses a file for another language, naming both', async () => {
    const spanish = await raw(server, ada, 'GET', `/courses/translate/${courseId}/es/xliff`);
    const res = await raw(server, ada, 'POST', `/courses/translate/${courseId}/ar/xliff`, spanish.text);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toBe('This file translates into Spanish (es), not Arabic (ar)');
  });

  it('refuses a file for another module', async () => {
    const other = await ada.api.post('/courses/', { course: { title: 'Other' } });
    await ada.api.post(`/courses/selectedLanguages/${other.body.course.id}`, { languages: ['en', 'es'] });
    const file = await raw(server, ada, 'GET', `/courses/translate/${courseId}/es/xliff`);
    const res = await raw(server, ada, 'POST', `/courses/translate/${other.body.course.id}/es/xliff`, file.text);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toBe(`This file is for another module (${courseId}), not “Other”`);
  });

  it('refuses a file exported from an older source, naming the fields that changed', async () => {
    const old = await raw(server, ada, 'GET', `/courses/translate/${courseId}/es/xliff`);
    const block = (await ada.api.get(`/blocks/${textId}`)).body.block;
    await ada.api.put(`/blocks/${textId}`, {
      courseId,
      block: { ...block, data: { html: '<p>The <strong>green</strong> door is the exit.</p>' } },
    });
    const res = await raw(
      server,
      ada,
      'POST',
      `/courses/translate/${courseId}/es/xliff`,
      fillTargets(old.text, '2.0', textId),
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toMatch(
      /^This file was exported from an older version of the module: 1 field changed since \(Text\)\. Export the file again/,
    );
  });

  it('refuses a translation longer than a field holds, naming the field, and writes nothing', async () => {
    const before = await ada.api.get(`/courses/${courseId}`);
    const exported = await raw(server, ada, 'GET', `/courses/translate/${courseId}/es/xliff?version=1.2`);
    const huge = 'x'.repeat(MAX_TRANSLATED_TEXT + 1);
    const edited = exported.text.replace(
      /(<trans-unit id="title"[\s\S]*?<\/source>)(?:<target[^>]*\/>|<target[^>]*>[\s\S]*?<\/target>)?/,
      `$1<target state="translated">${huge}</target>`,
    );
    expect(edited).toContain(huge);
    const res = await raw(server, ada, 'POST', `/courses/translate/${courseId}/es/xliff`, edited);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      message:
        'A translation is longer than the 100,000 characters a field holds (Module title). Shorten it and import the file again.',
      details: { segments: ['title'] },
    });
    const after = await ada.api.get(`/courses/${courseId}`);
    expect([after.status, after.body.revision]).toEqual([200, before.body.revision]);
  });

  it('refuses a file nested 50,000 deep, or damaged, as the file’s fault (400), never a server error', async () => {
    const exported = await raw(server, ada, 'GET', `/courses/translate/${courseId}/es/xliff?version=1.2`);
    const deep = exported.text.replace(
      /(<trans-unit id="title"[\s\S]*?<\/source>)(?:<target[^>]*\/>|<target[^>]*>[\s\S]*?<\/target>)?/,
      `$1<target>${'<g id="1">'.repeat(50_000)}x${'</g>'.repeat(50_000)}</target>`,
    );
    const nested = await raw(server, ada, 'POST', `/courses/translate/${courseId}/es/xliff`, deep);
    expect([nested.status, JSON.parse(nested.text).message]).toEqual([
      400,
      'This XLIFF file is nested too deeply to read.',
    ]);
    const cut = await raw(server, ada, 'POST', `/courses/translate/${courseId}/es/xliff`, exported.text.slice(0, 300));
    expect(cut.status).toBe(400);
  });

  it('refuses a file over the limit before reading it', async () => {
    const huge = `<?xml version="1.0"?><xliff version="2.0">${' '.repeat(XLIFF_MAX_BYTES)}</xliff>`;
    const res = await raw(server, ada, 'POST', `/courses/translate/${courseId}/es/xliff`, huge);
    expect(res.status).toBe(413);
  });

  it('refuses what is not XLIFF, and a file for a language the module does not have', async () => {
    const junk = await raw(server, ada, 'POST', `/courses/translate/${courseId}/es/xliff`, 'hello');
    expect(junk.status).toBe(400);
    expect(JSON.parse(junk.text).message).toMatch(/not XLIFF/);
    const missing = await raw(server, ada, 'GET', `/courses/translate/${courseId}/de/xliff`);
    expect(missing.status).toBe(400);
  });
});
