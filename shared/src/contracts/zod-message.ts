import { z } from 'zod';

const english = z.locales.en();
// Issues do not keep their input, so zod's default text for them can only be matched up to "received".
const withoutReceived = (text: string) => text.replace(/, received .*$/, '');

const isDefaultMessage = (issue: z.core.$ZodIssue): boolean => {
  const produced = english.localeError?.(issue as never);
  const text = typeof produced === 'string' ? produced : produced?.message;
  return text !== undefined && withoutReceived(text) === withoutReceived(issue.message);
};

/**
 * One human sentence for a failed parse: the first issue's own message when the schema gave
 * one (the spec's texts), otherwise zod's generic text prefixed with the field it concerns.
 */
export const zodMessage = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  return field && isDefaultMessage(issue) ? `${field}: ${issue.message}` : issue.message;
};
