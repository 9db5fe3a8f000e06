// Downloads a library file with the session's token (never in the address) and hands the browser the
// bytes under the file's name; the server sends it as an attachment with nosniff.
import { errorMessage } from '../../api/api-error';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';

export async function downloadFile(file: { download_url: string; file_name: string }): Promise<void> {
  try {
    const response = await fetch(file.download_url, { headers: session.token ? { authorization: `Bearer ${session.token}` } : {} });
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
      throw new Error(answer?.msg || `${response.status} ${response.statusText}`);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = file.file_name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    toast(`${file.file_name}: ${errorMessage(error)}`, 'error');
  }
}
