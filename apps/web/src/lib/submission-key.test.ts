import { describe, expect, it } from 'vitest';
import { SubmissionKey } from './submission-key.ts';

describe('SubmissionKey', () => {
  it('keeps one key while the same values are sent again, and makes a new one for other values or after success', () => {
    const submission = new SubmissionKey();
    const first = submission.for({ first_name: 'زهرا', city: 12 });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(submission.for({ first_name: 'زهرا', city: 12 })).toBe(first);

    const edited = submission.for({ first_name: 'زهرا', city: 13 });
    expect(edited).not.toBe(first);
    expect(submission.for({ first_name: 'زهرا', city: 13 })).toBe(edited);

    submission.settle();
    expect(submission.for({ first_name: 'زهرا', city: 13 })).not.toBe(edited);
  });

  it('gives each form its own keys', () => {
    expect(new SubmissionKey().for({})).not.toBe(new SubmissionKey().for({}));
  });
});
