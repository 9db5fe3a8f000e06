// Tables of the devops area (none yet).
export {};
