// Limits of the SMS area, as data the commands, handlers and screens share.

/** A message longer than this many parts is refused: costly, and carriers drop very long ones. */
export const MAX_SMS_SEGMENTS = 10;
/** Rows one batch may hold (a recruiter's sheet; larger campaigns go in several batches). */
export const MAX_BATCH_ROWS = 2000;
/** How far ahead a send may be scheduled. */
export const MAX_SCHEDULE_DAYS = 90;
/** Without a batch key, the same sheet, template and schedule sent by the same person within this long is the same batch. */
export const SAME_BATCH_WINDOW_HOURS = 24;

/** Headings taken as the phone column when `to` is not given, in order of preference. */
export const PHONE_HEADINGS = ['phone', 'mobile', 'phone_number', 'mobile_number', 'mobile_phone', 'cell', 'to', 'number'] as const;
