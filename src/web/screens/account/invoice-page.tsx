import type { InvoiceRow } from '../../../../commands/invoice';
import { useT } from '../../i18n/i18n';
import { PayDocumentPage } from './pay-document-page';
import { invoiceList } from './pay-lists';
import { InvoiceDetail } from './invoice-detail';

/**
 * Account › Invoices (/account/invoice): one per provider per payroll period, a line per worked shift at
 * the charge rate. alt+o approves, alt+shift+w withdraws, alt+x replaces; the palette acts on the focused row.
 */
export default function InvoicePage() {
  const t = useT();
  return (
    <PayDocumentPage<InvoiceRow>
      kind="invoice" spec={invoiceList} title={t('pay.invoice.title')} hint={t('pay.invoice.hint')} noFocus={t('pay.noFocus')}
      detailTitle={(row) => t('pay.invoice.detail', { number: row.number })}
      detail={(row) => <InvoiceDetail key={row.id} row={row} />}
    />
  );
}
