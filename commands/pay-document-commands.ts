// The four actions payslips and invoices share (approve, withdraw, replace, generate for a period), made
// once for either kind: the same rules table (src/domain/pay-documents.ts), arguments and answers; only
// the words, keys and row shapes differ. commands/payslip.ts and invoice.ts name theirs from here.
import { z } from 'zod';
import { canActOnPayDocument } from '../src/domain/pay-documents';
import { defineCommand } from './define';
import { recordId, version } from './fields';
import { allowsOn, fromRecord, payReason, periodChoices, periodId } from './pay-fields';

interface Words {
  kbd: string;
  keywords: readonly string[];
}

export interface PayDocumentWording {
  approve: Words;
  withdraw: Words;
  replace: Words;
  /** Generate has no key of its own. */
  generate: { keywords: readonly string[] };
}

/** `kind` is the record kind, its plural the word in 'Generate <plural> for a period'. */
export function payDocumentCommands<const Kind extends 'payslip' | 'invoice', Row extends z.ZodObject>(
  kind: Kind, plural: string, row: Row, words: PayDocumentWording,
) {
  const idArg = `${kind}_id` as const;
  const documentId = recordId(`${kind[0].toUpperCase()}${kind.slice(1)} id`);
  const title = (verb: string) => `${verb} ${kind}`;
  // `as never`: inside the generic TypeScript cannot see that `${Kind}_id` is a key of the args; it is.
  const onDocument = { area: 'pay', kind: 'action', fill: fromRecord(kind, idArg, true), recordArg: idArg as never } as const;
  const withVersion = { [idArg]: documentId, version } as Record<typeof idArg, typeof documentId> & { version: typeof version };
  const withReason = { ...withVersion, reason: payReason };

  const approve = defineCommand({
    ...onDocument,
    id: `${kind}.approve`,
    api: `${kind}_approve`,
    title: title('Approve'),
    ...words.approve,
    when: allowsOn(kind, (s) => canActOnPayDocument(s, 'approve')),
    args: z.strictObject(withVersion),
    result: row,
  });

  const withdraw = defineCommand({
    ...onDocument,
    id: `${kind}.withdraw`,
    api: `${kind}_withdraw`,
    title: title('Withdraw'),
    ...words.withdraw,
    danger: true,
    when: allowsOn(kind, (s) => canActOnPayDocument(s, 'withdraw')),
    args: z.strictObject(withReason),
    result: row,
  });

  const replace = defineCommand({
    ...onDocument,
    id: `${kind}.replace`,
    api: `${kind}_replace`,
    title: title('Replace'),
    ...words.replace,
    when: allowsOn(kind, (s) => canActOnPayDocument(s, 'replace')),
    args: z.strictObject(withReason),
    // The new document under its kind's name, and the one it replaced.
    result: z.object({ [kind]: row, replaced: row } as Record<Kind, Row> & { replaced: Row }),
  });

  const generate = defineCommand({
    id: `${kind}.generate`,
    api: `${kind}_generate`,
    title: `Generate ${plural} for a period`,
    area: 'pay',
    kind: 'action',
    keywords: words.generate.keywords,
    args: z.strictObject({ period_id: periodId }),
    argSources: periodChoices,
    result: z.object({ created: z.number().int(), [`${kind}_ids`]: z.array(z.number().int()) } as { created: z.ZodNumber } & Record<`${Kind}_ids`, z.ZodArray<z.ZodNumber>>),
  });

  return { approve, withdraw, replace, generate };
}
