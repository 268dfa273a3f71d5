import { describe, expect, it } from 'vitest';
import { sendProblem } from './send-rules.ts';

describe('a send before it reaches the server', () => {
  it('needs a message that is not only spaces', () => {
    expect(sendProblem('clients', '  ', '', 'NP')).toEqual({
      field: 'message',
      text: 'Message is required.',
    });
  });

  it('needs at least one number in phone mode, not in client mode', () => {
    expect(sendProblem('phones', 'Hi', ' , ,', 'NP')).toEqual({
      field: 'phones',
      text: 'Add at least one phone number.',
    });
    expect(sendProblem('clients', 'Hi', '', 'NP')).toBeNull();
    expect(sendProblem('phones', 'Hi', '9800000001, ', 'NP')).toBeNull();
  });

  it("takes only numbers of the gym's country, naming the first that is not one", () => {
    expect(sendProblem('phones', 'Hi', '9841000000, 1234567', 'NP')).toEqual({
      field: 'phones',
      text: "1234567 is not a phone number of the gym's country.",
    });
    expect(sendProblem('phones', 'Hi', '+977 984-1000000, 01-4123456', 'NP')).toBeNull();
    expect(sendProblem('phones', 'Hi', '9841000000', 'LK')).toEqual({
      field: 'phones',
      text: "9841000000 is not a phone number of the gym's country.",
    });
    expect(sendProblem('phones', 'Hi', '077 123 4567', 'LK')).toBeNull();
    // Client mode sends to the clients' stored numbers: what is left typed in phone mode is not judged.
    expect(sendProblem('clients', 'Hi', 'abc', 'NP')).toBeNull();
  });
});
