import { describe, expect, it } from 'vitest';
import { problemOfError } from '../../../state/sync-merge';

describe('problemOfError', () => {
  it("reads Chrome's refusals by the limit they name", () => {
    expect(problemOfError(new Error('QUOTA_BYTES_PER_ITEM quota exceeded'))).toBe('too-large');
    expect(problemOfError(new Error('QUOTA_BYTES quota exceeded'))).toBe('too-large');
    expect(
      problemOfError(new Error('This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.')),
    ).toBe('rate');
    expect(
      problemOfError(new Error('This request exceeds the MAX_WRITE_OPERATIONS_PER_HOUR quota.')),
    ).toBe('rate');
  });

  it("reads Firefox's one byte-quota refusal as too large (firefox-esr 153's own message)", () => {
    expect(
      problemOfError(
        new Error('QuotaExceededError: storage.sync API call exceeded its quota limitations.'),
      ),
    ).toBe('too-large');
  });

  it('takes any other failure, or a thrown non-error, for sync being unavailable', () => {
    expect(problemOfError(new Error('Sync is unavailable.'))).toBe('unavailable');
    expect(problemOfError('offline')).toBe('unavailable');
    expect(problemOfError(undefined)).toBe('unavailable');
  });
});
