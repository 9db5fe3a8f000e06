// Tables of the sms area (none yet).
export {};
