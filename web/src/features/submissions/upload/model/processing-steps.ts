/** Spec 001 section 2: the processing animation's steps, in order. */
export const PROCESSING_STEPS = [
  'Reading Your Handwriting',
  'Extracting Key Information',
  'Matching up the Details',
  'Processing Complete',
] as const;

/** Spec 001 section 11: a simulated step advances after a random 3 to 8 seconds. */
export const stepDelayMs = (random: () => number = Math.random) => 3000 + Math.floor(random() * 5000);

/** The next simulated step: it stops at the last one (the server's answer moves the user on). */
export const nextStep = (step: number) => Math.min(step + 1, PROCESSING_STEPS.length - 1);
