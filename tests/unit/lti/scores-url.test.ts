import { describe, expect, it } from 'vitest';
import { scoresUrl } from '../../../src/modules/lti/scores/ags-sender';

describe('a line item’s scores address (AGS 2.0 §3.4)', () => {
  it('puts /scores after the path and keeps the query, as Moodle’s line items need', () => {
    expect(scoresUrl('https://moodle.example.com/mod/lti/services.php/2/lineitems/5/lineitem?type_id=1')).toBe(
      'https://moodle.example.com/mod/lti/services.php/2/lineitems/5/lineitem/scores?type_id=1',
    );
    expect(scoresUrl('https://canvas.example.com/api/lti/courses/1/line_items/7/')).toBe(
      'https://canvas.example.com/api/lti/courses/1/line_items/7/scores',
    );
  });
});
