import { describe, expect, it } from 'vitest';
import { sendProblem } from './send-rules.ts';

describe('a send before it reaches the server', () => {
  it('needs a message that is not only spaces', () => {
    expect(sendProblem('clients', '  ', '')).toEqual({ field: 'message', text: 'Message is required.' });
  });

  it('needs at least one number in phone mode, not in client mode', () => {
    expect(sendProblem('phones', 'Hi', ' , ,')).toEqual({
      field: 'phones',
      text: 'Add at least one phone number.',
    });
    expect(sendProblem('clients', 'Hi', '')).toBeNull();
    expect(sendProblem('phones', 'Hi', '9800000001, ')).toBeNull();
  });
});
