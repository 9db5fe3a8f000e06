// Tables of the orders area (none yet).
export {};
