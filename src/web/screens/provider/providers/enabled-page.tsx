import { ProvidersPage } from './providers-page';

/** /provider/providers/enable */
export default function EnabledProvidersPage() {
  return <ProvidersPage status="enabled" />;
}
