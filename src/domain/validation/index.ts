export * from './messages';
export * from './is-blank';
export * from './phone';
export * from './email';
export * from './url';
