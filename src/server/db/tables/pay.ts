// Tables of the pay area (none yet).
export {};
