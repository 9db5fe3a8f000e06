// An upload once it is in the file store: the File the command's schema reads, carrying the key the
// server made for it and the type its content showed.
import { randomUUID } from 'node:crypto';
import { attachmentDisplayName, type AttachmentType } from '../../domain/attachment-rules';

/** An uploaded file already in the file store; its own fields are what the audit row shows of it. */
export class StagedFile extends File {
  readonly file_name: string;
  readonly size_bytes: number;
  readonly kind: AttachmentType['id'];
  readonly storage_key: string;

  constructor(bytes: Uint8Array, uploadedName: string, readonly detected: AttachmentType, storageKey: string) {
    super([bytes as Uint8Array<ArrayBuffer>], attachmentDisplayName(uploadedName, detected), { type: detected.mime });
    this.file_name = this.name;
    this.size_bytes = bytes.byteLength;
    this.kind = detected.id;
    this.storage_key = storageKey;
  }
}

/** attachments/2026/11/<random>.pdf: the date keeps folders small; nothing comes from the user. */
export function newAttachmentKey(type: AttachmentType, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `attachments/${now.getUTCFullYear()}/${month}/${randomUUID()}.${type.extension}`;
}

