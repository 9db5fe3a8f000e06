export * from './phone-display';
export * from './file-size';
export * from './timestamp';
export * from './relative-time';
export * from './time-steps';
