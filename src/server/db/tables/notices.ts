// Tables of the notices area (none yet).
export {};
