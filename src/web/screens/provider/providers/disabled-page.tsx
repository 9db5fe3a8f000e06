import { ProvidersPage } from './providers-page';

/** /provider/providers/disabled */
export default function DisabledProvidersPage() {
  return <ProvidersPage status="disabled" />;
}
