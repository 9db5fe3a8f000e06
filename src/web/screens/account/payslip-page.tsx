import type { PayslipRow } from '../../../../commands/payslip';
import { useT } from '../../i18n/i18n';
import { PayDocumentPage } from './pay-document-page';
import { payslipList } from './pay-lists';
import { PayslipDetail } from './payslip-detail';

/**
 * Account › Payslips (/account/payslip): one per worker per payroll period, from their worked shifts.
 * j/k choose, shift+o approves, shift+w withdraws, alt+shift+p replaces (with a reason); the palette does the
 * same on the focused row. The focused payslip's lines show beside the list.
 */
export default function PayslipPage() {
  const t = useT();
  return (
    <PayDocumentPage<PayslipRow>
      kind="payslip" spec={payslipList} title={t('pay.payslip.title')} hint={t('pay.payslip.hint')} noFocus={t('pay.noFocus')}
      detailTitle={(row) => t('pay.payslip.detail', { number: row.number })}
      detail={(row) => <PayslipDetail key={row.id} row={row} />}
    />
  );
}
