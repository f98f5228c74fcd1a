export * from './application-identifiers.ts';
export * from './check-digit.ts';
export * from './digital-link.ts';
export * from './element-string.ts';
export * from './scanned-code.ts';
