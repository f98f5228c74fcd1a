import { describe, expect, it } from 'vitest';
import { failureReasonOf, failureReasons } from './failure-reasons.ts';

describe('failureReasonOf', () => {
  it("takes a DocumentFailure's message, as Lambda or the local runner reports it", () => {
    const lambda = JSON.stringify({
      errorType: 'DocumentFailure',
      errorMessage: failureReasons.nothingFound,
    });
    expect(failureReasonOf({ Error: 'DocumentFailure', Cause: lambda })).toBe(failureReasons.nothingFound);
    expect(failureReasonOf({ Error: 'DocumentFailure', Cause: failureReasons.tooLarge })).toBe(
      failureReasons.tooLarge,
    );
  });

  it('names an unreadable file, and hides every other internal message', () => {
    expect(failureReasonOf({ Error: 'UnreadableDocumentError', Cause: 'vips: bad header' })).toBe(
      failureReasons.unreadable,
    );
    expect(failureReasonOf({ Error: 'TypeError', Cause: 'x is undefined' })).toBe(failureReasons.unexpected);
    expect(failureReasonOf({ Error: 'DocumentFailure', Cause: 'secret internals' })).toBe(
      failureReasons.unexpected,
    );
    expect(failureReasonOf(undefined)).toBe(failureReasons.unexpected);
  });

  it('says a step that ran out of time took too long, whichever timeout ended it', () => {
    const lambda = JSON.stringify({
      errorType: 'Sandbox.Timedout',
      errorMessage: 'RequestId: 1 Error: Task timed out after 300.00 seconds',
    });
    expect(failureReasonOf({ Error: 'Sandbox.Timedout', Cause: lambda })).toBe(failureReasons.timedOut);
    expect(failureReasonOf({ Error: 'States.Timeout', Cause: 'States.Timeout' })).toBe(
      failureReasons.timedOut,
    );
  });
});
