/**
 * What a CTC recogniser saw in one word, step by step across the image: at each time step its
 * likeliest classes with their probabilities ('' is CTC's blank). Kept compactly (the few
 * likeliest classes, probabilities to three places), so a candidate string can later be scored
 * against the image rather than against the one string the recogniser chose. Only the local
 * engine gives these; Textract does not.
 */
export type CharSteps = readonly (readonly (readonly [string, number])[])[];
