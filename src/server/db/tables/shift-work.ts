// Tables of the shift-work area (none yet).
export {};
