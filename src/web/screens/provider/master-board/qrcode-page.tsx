// /provider/master-board/qrcode: a real QR code of the board's public address (drawn by the server with
// the qrcode library, as SVG), to print for a staff room or save for a newsletter.
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { BoardFrame } from './board-frame';

function save(svg: string, name: string) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: `${name}.svg` });
  a.click();
  URL.revokeObjectURL(url);
}

function QrPanel({ providerId, slug }: { providerId: number; slug: string }) {
  const t = useT();
  const { data, error } = useCommandQuery('masterboard.qrcode', { provider_id: providerId });
  if (error) return <Card><p role="alert" className="text-sm text-danger">{error}</p></Card>;
  if (!data) return <p className="p-4 text-sm text-ink-muted">{t('masterBoard.loading')}</p>;
  return (
    <Card className="print:shadow-none">
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <h2 className="text-lg font-semibold">{data.title}</h2>
        {/* The SVG comes from our own server's QR library, never from user input. */}
        <div className="size-64 [&>svg]:size-full" role="img" aria-label={t('masterBoard.qr.alt', { url: data.url })} data-testid="board-qr" dangerouslySetInnerHTML={{ __html: data.svg }} />
        <p className="break-all font-mono text-sm" data-testid="board-qr-url">{data.url}</p>
        {!data.enabled && <p className="rounded-md bg-warning-50 px-3 py-1.5 text-sm text-warning" data-testid="board-qr-off">{t('masterBoard.qr.off')}</p>}
        <div className="flex gap-2 print:hidden">
          <Button variant="primary" onClick={() => window.print()}>{t('masterBoard.qr.print')}</Button>
          <Button onClick={() => save(data.svg, `board-${slug}`)} data-testid="board-qr-save">{t('masterBoard.qr.save')}</Button>
          <Button onClick={() => void navigator.clipboard?.writeText(data.url)}>{t('masterBoard.qr.copy')}</Button>
        </div>
      </div>
    </Card>
  );
}

export default function BoardQrcodePage() {
  return (
    <BoardFrame section="qrcode" titleKey="route.masterBoardQrcode">
      {(board) => <QrPanel providerId={board.provider_id} slug={board.slug} />}
    </BoardFrame>
  );
}
