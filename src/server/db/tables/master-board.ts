// Tables of the master-board area (none yet).
export {};
