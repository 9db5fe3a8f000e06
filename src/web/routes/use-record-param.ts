import { useCurrentRoute } from './use-current-route';

/** A record's page parameter as read from the path: its text, and its id where it is one (else 0). */
export interface RecordParam {
  /** As written in the address, for the 'cannot be shown' line (`#abc`). */
  raw: string;
  /** The record's id; 0 when the text is not one. */
  id: number;
  /** 1 to 9 digits and above 0: worth asking the server for. */
  valid: boolean;
}

/** The record the page's path names (`detail/:id`): one rule for what counts as an id, on every page. */
export function useRecordParam(name = 'id'): RecordParam {
  const raw = useCurrentRoute()?.params[name] ?? '';
  const id = Number(raw);
  const valid = /^\d{1,9}$/.test(raw) && id > 0;
  return { raw, id: valid ? id : 0, valid };
}
