// A route row's form page (an add or edit page): the command's form, with the record the path names
// (`:id`) fixed as its id argument; done, it goes back where the user came from.
import { registry, type AnyCommand, kindOfArg } from '../../../../commands';
import { useT } from '../../i18n/i18n';
import { useCurrentRoute } from '../../routes/use-current-route';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { CommandForm } from './command-form';
import type { FormSpec } from './screen-spec';

export function FormPage({ titleKey, spec }: { titleKey: string; spec: FormSpec }) {
  const t = useT();
  const match = useCurrentRoute();
  const command = registry.byId.get(spec.command) as AnyCommand;
  const id = Number(match?.params.id);
  const recordArg = command.recordArg;
  const kind = recordArg ? kindOfArg(recordArg) : undefined;
  const fixed = recordArg && id > 0 ? { [recordArg]: id } : {};
  return (
    <div className="space-y-4">
      <PageHeader title={t(titleKey)} />
      <Card className="max-w-2xl">
        <CommandForm
          commandId={spec.command}
          fixed={fixed}
          hidden={spec.hidden}
          context={{ path: match?.route.path ?? '', record: kind && id > 0 ? { kind, id } : undefined }}
          onDone={() => history.back()}
          testId="page-form"
        />
      </Card>
    </div>
  );
}
