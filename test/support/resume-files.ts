// Resume files made in the tests: a two-page PDF resume full of one person's details (pdf-lib) and a
// patterned PNG whose every pixel is predictable (pngjs).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';

export const RESUME_PERSON = { firstName: 'Priya', surname: 'Raman', email: 'priya.raman@example.com', phone: '0412 345 678', suburb: 'Parramatta', postcode: '2150' };

/** A resume naming `who` (RESUME_PERSON by default) in every way a resume does. */
export async function makeResumePdf(who = RESUME_PERSON): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const line = (text: string, y: number, size = 11) => page.drawText(text, { x: 56, y, size, font });
  line(`${who.firstName} ${who.surname}`, 780, 20);
  line(`Email: ${who.email}   Mobile: ${who.phone}`, 750);
  line(`Address: 14 Church Street, ${who.suburb} NSW ${who.postcode}`, 734);
  line('Personal Care Worker with 6 years in residential aged care.', 700);
  line('Certificate III in Individual Support (CHC33021), TAFE NSW.', 684);
  line(`Referee: ${who.firstName} worked with dementia residents at Bupa Seven Hills.`, 668);
  const second = doc.addPage([595, 842]);
  second.drawText('Skills: manual handling, medication prompting, first aid.', { x: 56, y: 780, size: 11, font });
  second.drawText('Contact me on +61 412 345 678 or 02 9876 5432.', { x: 56, y: 760, size: 11, font });
  return doc.save();
}

export function makePng(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      png.data[at] = (x * 7) % 256;
      png.data[at + 1] = (y * 5) % 256;
      png.data[at + 2] = 200;
      png.data[at + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}
