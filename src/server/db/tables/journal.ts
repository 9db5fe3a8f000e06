// Tables of the journal area (none yet).
export {};
