// What an attachment may be: the types we keep (judged by the file's first bytes, never by its name or
// the type the browser claims), the size limit, and how many files one upload takes. The server checks
// uploads with these; the console's file pickers and messages read them too.
import { formatFileSize } from './format/file-size';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 5;

export interface AttachmentType {
  readonly id: 'pdf' | 'png' | 'jpeg' | 'docx';
  readonly label: string;
  readonly mime: string;
  /** The extension a stored file and a download get. */
  readonly extension: string;
  /** Extensions people give such files. */
  readonly extensions: readonly string[];
}

export const attachmentTypes: readonly AttachmentType[] = Object.freeze([
  { id: 'pdf', label: 'PDF', mime: 'application/pdf', extension: 'pdf', extensions: ['pdf'] },
  { id: 'png', label: 'PNG', mime: 'image/png', extension: 'png', extensions: ['png'] },
  { id: 'jpeg', label: 'JPEG', mime: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'] },
  {
    id: 'docx', label: 'DOCX', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx', extensions: ['docx'],
  },
]);

/** 'PDF, PNG, JPEG or DOCX'. */
export const ATTACHMENT_TYPE_NAMES = attachmentTypes.map((t) => t.label).join(', ').replace(/, ([^,]+)$/, ' or $1');
/** For a file input's accept attribute. */
export const ATTACHMENT_ACCEPT = attachmentTypes.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');
export const MAX_ATTACHMENT_SIZE_TEXT = formatFileSize(MAX_ATTACHMENT_BYTES);

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
// Entry names sit uncompressed in a zip's headers: a Word document has both of these.
const DOCX_PARTS = [ascii('[Content_Types].xml'), ascii('word/')];

/** The type of a file from its content, or null when it is none we keep (a text file named cv.pdf). */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  const byId = (id: AttachmentType['id']) => attachmentTypes.find((t) => t.id === id)!;
  if (startsWith(bytes, PDF)) return byId('pdf');
  if (startsWith(bytes, PNG)) return byId('png');
  if (startsWith(bytes, JPEG)) return byId('jpeg');
  if (startsWith(bytes, ZIP) && DOCX_PARTS.every((part) => contains(bytes, part))) return byId('docx');
  return null;
}

/** Why a file cannot be kept, in a sentence naming it; null when it can. */
export function attachmentProblem(name: string, size: number, type: AttachmentType | null): string | null {
  if (size === 0) return `${name} is empty.`;
  if (size > MAX_ATTACHMENT_BYTES) return `${name} is larger than the ${MAX_ATTACHMENT_SIZE_TEXT} limit for one file.`;
  if (!type) return `${name} is not a ${ATTACHMENT_TYPE_NAMES} file (judged by its content, not its name).`;
  return null;
}

/**
 * The name a file is listed and downloaded under: the uploaded name without folders or control
 * characters, at most 120 characters, ending in an extension of its real type.
 */
export function attachmentDisplayName(uploaded: string, type: AttachmentType): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim();
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = (type.extensions.includes(extension) ? base.slice(0, dot) : base).slice(0, 110).trim() || 'attachment';
  return `${stem}.${type.extensions.includes(extension) ? extension : type.extension}`;
}
