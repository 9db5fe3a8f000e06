// The screen kit's specs, as data. A list: the list command, the kind of record its rows are, and
// overrides of the columns the kit reads from the command's result schema. A detail: the query that
// reads one record. A form: the command it runs. Route rows (routes/tree/*.ts) and pages write these and
// the kit (command-list.tsx, route-screen.tsx) draws them; plain data, so the route table stays light.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { CommandById, CommandId, RecordKind, ResultOf } from '../../../../commands';
import type { Enum, EnumCodeValue } from '../../../domain/enums/define-enum';
import type { Tone } from '../../ui/status-tag';

/** How a column shows its value; inferred from the schema and the field's name unless named. */
/** `title` is the row's name: shown in full (up to a cap) and first to keep its width when the row is tight. */
export type ColumnFormat = 'id' | 'title' | 'text' | 'email' | 'phone' | 'number' | 'boolean' | 'datetime' | 'tags' | 'enum';

export interface ColumnOverride {
  /** i18n key of the header; `field.<name>` otherwise. */
  label?: string;
  /** Fixed width in px; without it the column sizes to its content. */
  width?: number;
  hidden?: boolean;
  format?: ColumnFormat;
  /** The codes' enumeration (labels in the current language), where the schema does not say. */
  enum?: Enum<EnumCodeValue>;
  /** Tag colour per code; enums with a row in ui/status-tones.ts have one already. */
  tone?: (code: EnumCodeValue) => Tone;
  /** What the cell shows, where it is more than the row's field. */
  cellValue?: (row: Record<string, unknown>) => unknown;
}

/** i18n keys of one filter's texts: its label, the 'any' entry, and a flag's two values. */
export interface FilterText {
  label?: string;
  all?: string;
  true?: string;
  false?: string;
}

type RowOf<Id extends CommandId> = ResultOf<CommandById<Id>> extends { list: readonly (infer Row)[] } ? Row : Record<string, unknown>;

export interface ListSpec<Id extends CommandId = CommandId, Row = RowOf<Id>> {
  /** A query answering `pagedResult(row)`: `{list, total, total_estimated}`. */
  command: Id;
  /**
   * What a row is: the palette acts on the focused row as this kind of record, Enter opens its detail page
   * and `?<kind>=<id>` focuses one. Left out for rows that are not a record kind (a timesheet's comments):
   * then no row commands, no record context, and Enter only where `open` says.
   */
  kind?: RecordKind;
  /** Prefix of the test hooks (`<testId>-row`…); the kind otherwise. */
  testId?: string;
  /** The columns to show, in order; without it every field of the row except `version` and `*_id` references. */
  show?: readonly (keyof Row & string)[];
  columns?: { readonly [K in keyof Row & string]?: ColumnOverride };
  /** Where Enter takes a row; the kind's detail page otherwise, nowhere when null. */
  open?: ((row: Row) => string) | null;
  /** Commands the toolbar offers for the focused row (first = primary), with a short label (i18n key) where the title is long; those with a key for this kind otherwise. */
  actions?: readonly (CommandId | { command: CommandId; label: string })[];
  filters?: { readonly [arg: string]: FilterText };
  /** i18n key of the search box's placeholder. */
  search?: string;
  /** What a route row's page shows around the list (routes/tree/*.ts); pages drawing `CommandList` ignore it. */
  page?: ListPageSpec;
}

/** A route row's list page beyond the title and the list (generic/list-page.tsx). */
export interface ListPageSpec {
  /** i18n key of the line beside the title. */
  hint?: string;
  /** A command whose key the hint ends with (the key that acts on the focused row). */
  hintKey?: CommandId;
  /** Links beside the title (add, import), the primary one filled. */
  links?: readonly { href: string; label: string; primary?: boolean; testId?: string }[];
  /** Arguments the page fixes (a status the page is about); their filters are not shown. */
  fixed?: Readonly<Record<string, unknown>>;
  /** Shown beside the list (the focused record's lines); loaded with the page. */
  aside?: LazyExoticComponent<ComponentType>;
  /** Test hook of the page's box. */
  testId?: string;
}

/** Any list spec, as route rows hold them. */
export type AnyListSpec = ListSpec<CommandId, any>;

/** One record's page (a path with `:id`): the query that reads it, by the kind's id argument. */
export interface DetailSpec {
  command: CommandId;
  kind: RecordKind;
  /** The field of the answer holding the record, where the answer wraps it (`staff` in `{staff, applications}`). */
  record?: string;
  /** i18n key of a section title and the fields it shows; every field in one section otherwise. */
  sections?: readonly { titleKey: string; fields: readonly string[] }[];
}

/** A command's form: beside a detail (acting on its record) or a page of its own (`:id` names the record). */
export interface FormSpec {
  command: CommandId;
  /** Arguments not to show. */
  hidden?: readonly string[];
}

/** Types a spec's column names by its command's row. */
export function defineList<const Id extends CommandId>(spec: ListSpec<Id>): ListSpec<Id> {
  return spec;
}
