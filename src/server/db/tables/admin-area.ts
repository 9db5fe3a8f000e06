// Tables of the admin-area area (none yet).
export {};
