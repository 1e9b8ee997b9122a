import type { ScormVersion } from './versions';
import { escapeXml } from './xml';

export const MANIFEST = 'imsmanifest.xml';

/** What each edition's manifest declares: namespaces with the schema files shipped beside it, and the exact schemaversion. */
export const EDITION = {
  scorm12: {
    schemaversion: '1.2',
    scormTypeAttribute: 'adlcp:scormtype',
    namespaces: {
      '': ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'],
      adlcp: ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd'],
      imsmd: ['http://www.imsglobal.org/xsd/imsmd_rootv1p2p1', 'imsmd_rootv1p2p1.xsd'],
    },
  },
  scorm2004: {
    schemaversion: '2004 4th Edition',
    scormTypeAttribute: 'adlcp:scormType',
    namespaces: {
      '': ['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'],
      adlcp: ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'],
      adlseq: ['http://www.adlnet.org/xsd/adlseq_v1p3', 'adlseq_v1p3.xsd'],
      adlnav: ['http://www.adlnet.org/xsd/adlnav_v1p3', 'adlnav_v1p3.xsd'],
      imsss: ['http://www.imsglobal.org/xsd/imsss', 'imsss_v1p0.xsd'],
    },
  },
} as const satisfies Record<ScormVersion, unknown>;

export type ManifestInput = {
  version: ScormVersion;
  /** Becomes the manifest identifier (made a valid xs:ID). */
  courseId: string;
  title: string;
  /** 0–100; null leaves success to the content (SCORM 1.2 completed/incomplete reporting). */
  masteryScore: number | null;
  launch: string;
  /** Every file of the SCO, relative to the package root. */
  files: string[];
};

const xmlId = (text: string) => `TESSERA-${text.replace(/[^A-Za-z0-9_.-]/g, '_')}`;

function namespaceAttributes(version: ScormVersion): string {
  const entries = Object.entries(EDITION[version].namespaces) as [string, readonly [string, string]][];
  const declarations = entries.map(([prefix, [uri]]) => (prefix ? `xmlns:${prefix}="${uri}"` : `xmlns="${uri}"`));
  const locations = entries.map(([, [uri, file]]) => `${uri} ${file}`).join(' ');
  return [
    ...declarations,
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    `xsi:schemaLocation="${locations}"`,
  ].join('\n    ');
}

function masteryOf(input: ManifestInput): string {
  if (input.masteryScore === null) return '';
  if (input.version === 'scorm12') return `\n        <adlcp:masteryscore>${input.masteryScore}</adlcp:masteryscore>`;
  const measure = (input.masteryScore / 100).toFixed(2);
  return `
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="PRIMARYOBJ" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${measure}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>`;
}

/** The imsmanifest.xml of a one-SCO package; `manifest-lint.ts` states the rules it keeps. */
export function buildManifest(input: ManifestInput): string {
  const edition = EDITION[input.version];
  const id = xmlId(input.courseId);
  const title = escapeXml(input.title || 'Course');
  const files = input.files.map((f) => `\n      <file href="${escapeXml(f)}"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
    ${namespaceAttributes(input.version)}>
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${edition.schemaversion}</schemaversion>
  </metadata>
  <organizations default="${id}-ORG">
    <organization identifier="${id}-ORG">
      <title>${title}</title>
      <item identifier="${id}-ITEM" identifierref="${id}-RES"${input.version === 'scorm12' ? ' isvisible="true"' : ''}>
        <title>${title}</title>${masteryOf(input)}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${id}-RES" type="webcontent" ${edition.scormTypeAttribute}="sco" href="${escapeXml(input.launch)}">${files}
    </resource>
  </resources>
</manifest>
`;
}
