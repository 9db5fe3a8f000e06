// How many SMS parts a text costs. GSM-7 (the default alphabet) fits 160 characters in one SMS and 153
// per part once split (7 go to the concatenation header); one character outside it (an emoji, Chinese,
// a curly quote) makes the whole text UCS-2: 70 in one, 67 per part. Extension characters (€ [ ] { } …)
// take two GSM-7 places. Parts are counted by places; carriers never split an escape or a surrogate pair,
// which can cost one more part at an exact boundary, so counts near a boundary are a floor.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Places used: GSM-7 septets (extension characters count 2) or UCS-2 code units. */
  units: number;
  segments: number;
  /** Places left before the next part starts. */
  remaining: number;
}

export const SMS_LIMITS = Object.freeze({
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
});

export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extended.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? septets : text.length;
  const { single, part } = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0, remaining: single };
  const segments = units <= single ? 1 : Math.ceil(units / part);
  const remaining = segments === 1 ? single - units : segments * part - units;
  return { encoding, units, segments, remaining };
}
