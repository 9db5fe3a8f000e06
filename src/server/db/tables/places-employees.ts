// Tables of the places-employees area (none yet).
export {};
