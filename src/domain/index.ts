// The domain vocabulary and rules (pure: no I/O, no framework), imported by commands/, server and web.
export * from './enums/index';
export * from './transitions';
export * from './validation/index';
export * from './format/index';
export * from './errors';
export * from './constants';
export * from './command-source';
