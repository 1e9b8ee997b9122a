import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { XliffVersion } from '../../src/modules/translation/xliff';

const schemas = join(import.meta.dirname, '../fixtures/xliff/schemas');

/** xmllint's verdict on one XLIFF file against the OASIS schema of its version (strict 1.2): null when valid, else its complaint. */
export async function xliffSchemaProblem(xml: string, version: XliffVersion): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-xliff-'));
  const file = join(dir, 'file.xlf');
  await writeFile(file, xml);
  const schema =
    version === '1.2'
      ? join(schemas, 'xliff12/xliff-core-1.2-strict.xsd')
      : join(schemas, 'xliff20/xliff_core_2.0.xsd');
  try {
    await promisify(execFile)('xmllint', ['--noout', '--nonet', '--schema', schema, file], {
      env: { ...process.env, XML_CATALOG_FILES: join(schemas, 'catalog.xml') },
    });
    return null;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
