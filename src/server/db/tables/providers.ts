// Tables of the providers area (none yet).
export {};
