import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodMessage } from './zod-message.ts';

const schema = z.object({
  email: z.string().regex(/@/, { message: 'Invalid email address' }),
  count: z.number(),
  name: z.string().min(1, { message: 'Name is required' }),
});

const messageFor = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return zodMessage(result.error);
};

describe('zodMessage', () => {
  it("keeps a schema's own message as the spec wrote it", () => {
    expect(messageFor({ email: 'nope', count: 1, name: 'x' })).toBe('Invalid email address');
    expect(messageFor({ email: 'a@b', count: 1, name: '' })).toBe('Name is required');
  });

  it("names the field when zod's generic text is all there is", () => {
    expect(messageFor({ email: 'a@b', count: 'x', name: 'x' })).toMatch(/^count: Invalid input/);
  });
});
