// Tables of the bulk area (none yet).
export {};
