// Tables of the macros area (none yet).
export {};
