/**
 * The strictest rules a real LMS holds a SCORM package's writes to: Moodle 5.1's data models
 * (mod/scorm/datamodels/scorm_12.js and scorm_13.js, as it checks each SetValue; a value that
 * breaks them is refused with error 406 and lost), narrowed where the standard is stricter.
 * `ruleBroken` is self-contained so the test LMS page can run it as it is (`String(ruleBroken)`).
 */
export function ruleBroken(
  version: 'scorm12' | 'scorm2004',
  key: string,
  value: string,
  /** The type already set on the same interaction: a response's format follows it. */
  interactionType: string | undefined,
): string | null {
  const shortIdentifier = /^[\w.]{1,250}$/;
  // Moodle's pattern, anchored at its end as the standard's 250-character limit means it.
  const langString250 = /^(\{lang=([a-zA-Z]{2,3}|i|x)(-[a-zA-Z0-9-]{2,8})?\})?([^{][\s\S]{0,249})?$/;
  const everyPart = (parts: string[], max: number, test: (part: string) => boolean) =>
    parts.length <= max && parts.every(test);
  const matches = (pattern: RegExp) => pattern.test(value);
  const rules12: Array<[RegExp, () => boolean]> = [
    [/^cmi\.interactions\.\d+\.id$/, () => matches(shortIdentifier)],
    [
      /^cmi\.interactions\.\d+\.type$/,
      () => matches(/^(true-false|choice|fill-in|matching|performance|sequencing|likert|numeric)$/),
    ],
    [/^cmi\.interactions\.\d+\.time$/, () => matches(/^([0-2][0-9]):([0-5][0-9]):([0-5][0-9])(\.[0-9]{1,2})?$/)],
    [/^cmi\.interactions\.\d+\.latency$/, () => matches(/^([0-9]{2,4}):([0-9]{2}):([0-9]{2})(\.[0-9]{1,2})?$/)],
    [
      /^cmi\.interactions\.\d+\.result$/,
      () => matches(/^(correct|wrong|unanticipated|neutral|([0-9]{0,3})?(\.[0-9]*)?)$/),
    ],
    [
      /^cmi\.interactions\.\d+\.student_response$/,
      () =>
        value.length <= 255 &&
        (interactionType === 'choice'
          ? everyPart(value.split(','), 36, (p) => /^[a-z0-9]$/.test(p))
          : interactionType === 'matching'
            ? everyPart(value.split(','), 36, (p) => /^[a-z0-9]\.[a-z0-9]$/.test(p))
            : true),
    ],
    [/^cmi\.core\.lesson_status$/, () => matches(/^(passed|completed|failed|incomplete|browsed|not attempted)$/)],
    [/^cmi\.core\.exit$/, () => matches(/^(time-out|suspend|logout|)$/)],
    [/^cmi\.core\.session_time$/, () => matches(/^([0-9]{2,4}):([0-9]{2}):([0-9]{2})(\.[0-9]{1,2})?$/)],
    [/^cmi\.core\.score\.(raw|min|max)$/, () => matches(/^([0-9]{0,3})?(\.[0-9]*)?$/) && Number(value) <= 100],
    [/^cmi\.core\.lesson_location$/, () => value.length <= 255],
    [/^cmi\.suspend_data$/, () => value.length <= 4096],
  ];
  const rules2004: Array<[RegExp, () => boolean]> = [
    // The id is a long identifier; "every LMS" also means older Moodle's (ending in a letter or digit).
    [/^cmi\.interactions\.\d+\.id$/, () => matches(shortIdentifier) && matches(/[a-zA-Z0-9]$/)],
    [
      /^cmi\.interactions\.\d+\.type$/,
      () => matches(/^(true-false|choice|(long-)?fill-in|matching|performance|sequencing|likert|numeric|other)$/),
    ],
    [
      /^cmi\.interactions\.\d+\.timestamp$/,
      () =>
        matches(
          /^(19[7-9][0-9]|20[0-2][0-9]|203[0-8])-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]{1,2})?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)?$/,
        ),
    ],
    [
      /^cmi\.interactions\.\d+\.latency$/,
      () => matches(/^P(\d+Y)?(\d+M)?(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/),
    ],
    [
      /^cmi\.interactions\.\d+\.result$/,
      () => matches(/^(correct|incorrect|unanticipated|neutral|-?([0-9]{1,5})(\.[0-9]{1,18})?)$/),
    ],
    [/^cmi\.interactions\.\d+\.description$/, () => matches(langString250)],
    [
      /^cmi\.interactions\.\d+\.learner_response$/,
      () => {
        const parts = value.split('[,]');
        if (interactionType === 'choice')
          return everyPart(parts, 36, (p) => shortIdentifier.test(p)) && new Set(parts).size === parts.length;
        if (interactionType === 'matching') return everyPart(parts, 36, (p) => /^\w{1,250}\[\.\]\w{1,250}$/.test(p));
        if (interactionType === 'fill-in') return everyPart(parts, 10, (p) => langString250.test(p));
        return false;
      },
    ],
    [/^cmi\.completion_status$/, () => matches(/^(completed|incomplete|not attempted|unknown)$/)],
    [/^cmi\.success_status$/, () => matches(/^(passed|failed|unknown)$/)],
    [/^cmi\.exit$/, () => matches(/^(time-out|suspend|logout|normal|)$/)],
    [/^cmi\.session_time$/, () => matches(/^P(\d+Y)?(\d+M)?(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/)],
    [/^cmi\.score\.(raw|min|max)$/, () => matches(/^-?([0-9]{1,5})(\.[0-9]{1,18})?$/)],
    [/^cmi\.score\.scaled$/, () => matches(/^-?([0-9]{1,5})(\.[0-9]{1,18})?$/) && Math.abs(Number(value)) <= 1],
    [/^cmi\.progress_measure$/, () => matches(/^([0-9]{1,5})(\.[0-9]{1,18})?$/) && Number(value) <= 1],
    [/^cmi\.location$/, () => value.length <= 1000],
    [/^cmi\.suspend_data$/, () => value.length <= 64000],
  ];
  const rule = (version === 'scorm12' ? rules12 : rules2004).find(([pattern]) => pattern.test(key));
  if (!rule) return `${key}: not an element this player should write`;
  return rule[1]() ? null : `${key}=${JSON.stringify(value)} breaks the rule (type ${interactionType ?? 'none'})`;
}
