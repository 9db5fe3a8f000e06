// A route row's record page (`detail/:id`): the record read by its detail query, shown as label/value
// sections from the result schema, with the row's form (a command acting on this record) beside it.
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { recordKind, registry, type AnyCommand, type CommandContext } from '../../../../commands';
import { commandTitle } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { useCurrentRoute } from '../../routes/use-current-route';
import { useRecordParam } from '../../routes/use-record-param';
import { setViewTitle } from '../../state/tags';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { CommandForm } from './command-form';
import { DetailView } from './detail-view';
import { fieldEnums } from './field-enums';
import type { DetailSpec, FormSpec } from './screen-spec';

/** The argument that names the record: the command's own `recordArg`, else its kind's. */
export const recordArgOf = (command: AnyCommand, kind: DetailSpec['kind']) => command.recordArg ?? recordKind(kind).idArg;

export function RecordPage({ titleKey, spec, form }: { titleKey: string; spec: DetailSpec; form?: FormSpec }) {
  const t = useT();
  const match = useCurrentRoute();
  const { raw: rawId, id, valid } = useRecordParam();
  const command = registry.byId.get(spec.command) as AnyCommand;
  const context: CommandContext = { path: match?.route.path ?? '', record: { kind: spec.kind, id } };
  const { data, error } = useCommandQuery(spec.command, { [recordArgOf(command, spec.kind)]: id }, { enabled: valid, context });
  const answer = data as Record<string, unknown> | undefined;
  const record = (spec.record ? answer?.[spec.record] : answer) as Record<string, unknown> | undefined;
  const resultShape = (command.result as z.ZodObject).shape as Record<string, z.ZodType>;
  const schema = (spec.record ? resultShape[spec.record] : command.result) as z.ZodObject;
  const name = typeof record?.name === 'string' ? record.name : `${t(titleKey)} #${rawId}`;
  const status = recordKind(spec.kind).status;
  const formats = { ...fieldEnums, ...(status && { status }) };

  useEffect(() => {
    if (record) setViewTitle(location.pathname, name);
  }, [record, name]);

  if (!valid || (error && !record)) {
    return (
      <Card className="mx-auto mt-6 max-w-xl" data-testid="record-missing">
        <h1 className="text-lg font-semibold text-ink">{t(titleKey)} #{rawId}</h1>
        <p className="mt-2 text-sm text-ink-soft">{error ?? t('genericDetail.badId')}</p>
        {match?.route.activeMenu && <Link href={match.route.activeMenu} className="mt-4 inline-block text-sm text-primary hover:text-primary-400">{t('genericDetail.back')}</Link>}
      </Card>
    );
  }
  const formCommand = form && (registry.byId.get(form.command) as AnyCommand);
  return (
    <div className="space-y-4" data-testid="record-page" data-record-id={id}>
      <PageHeader title={name} testId="record-title" />
      <div className={formCommand ? 'grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_320px]' : ''}>
        <Card bodyClassName="p-5">
          {record ? <DetailView schema={schema} data={record} sections={spec.sections} formats={formats} testId="record-field" /> : <DetailSkeleton />}
        </Card>
        {formCommand && record && (
          <Card title={commandTitle(formCommand)}>
            <CommandForm
              key={String(record.version ?? id)}
              commandId={form.command}
              fixed={{ [recordArgOf(formCommand, spec.kind)]: id, ...(typeof record.version === 'number' && 'version' in formCommand.args.shape ? { version: record.version } : {}) }}
              hidden={form.hidden}
              context={{ ...context, record: { kind: spec.kind, id, fields: record } }}
              testId="record-form"
            />
          </Card>
        )}
      </div>
    </div>
  );
}

/** Grey label/value lines while the record loads, the height of a short section. */
function DetailSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-x-8 sm:grid-cols-2" aria-hidden data-testid="record-skeleton">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex h-10 items-center gap-3 border-b border-line">
          <span className="h-3 w-24 animate-pulse rounded bg-black/[0.06]" />
          <span className="h-3 w-40 animate-pulse rounded bg-black/[0.06]" />
        </div>
      ))}
    </div>
  );
}
