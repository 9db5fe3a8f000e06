import type { AnyCommand } from '../../../../commands';

/** The zh titles of one noun's commands: exactly its ids, so a new command without a title fails tsc. */
export type TitlesFor<List extends readonly AnyCommand[]> = Record<List[number]['id'], string>;
