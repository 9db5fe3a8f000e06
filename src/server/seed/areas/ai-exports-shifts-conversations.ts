// Screening conversations for the seed: the phone-screen-by-chat a recruiter has with a candidate after
// they apply. Each is built from the candidate's own profile (position, experience, home, tags) and the job,
// with the answers varying the way real ones do: a police check still processing, a student visa, no car
// for a home care role, two weeks' notice. Fixed phrases, drawn from the area's own random stream.
import type { Rng } from '../random';

export interface ConversationInput {
  firstName: string;
  position: string;
  experience: string;
  suburb: string;
  state: string;
  tags: readonly string[];
  jobTitle: string;
  jobPosition: string;
  providerName: string;
  /** How far the application got (longer conversations further along). */
  stage: 'early' | 'full';
}

export interface SeedMessage {
  sender: 'recruiter' | 'candidate';
  author: string;
  body: string;
}

export const recruiters = ['Hannah Clarke', 'Tom Nguyen', 'Priya Sharma', "Jess O'Brien", 'Daniel Rossi'] as const;

const employers = ['Bluegum Lodge', "St Catherine's Aged Care", 'Harbourside Home Care', 'Wattle Grove Manor', 'Riverina Community Care', 'Sunhaven Village', 'Jacaranda Gardens'];
const colleges = ['TAFE NSW', 'TAFE Queensland', 'Chisholm Institute', 'TAFE SA', 'North Metropolitan TAFE', 'Box Hill Institute'];
const universities = ['Western Sydney University', 'Deakin University', 'the University of Newcastle', 'Edith Cowan University', 'Australian Catholic University'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];

const NURSES = new Set(['Registered Nurse', 'Enrolled Nurse', 'Clinical Care Coordinator']);
const CARERS = new Set(['Personal Care Worker', 'Assistant in Nursing', 'Home Care Worker', 'Disability Support Worker']);
const DRIVING = new Set(['Home Care Worker', 'Disability Support Worker']);

const yearsText: Readonly<Record<string, string>> = {
  '6mos_to_1yr': 'about nine months',
  '1_to_2yrs': 'a year and a half',
  '2_to_5yrs': 'three years',
  '5_to_10yrs': 'seven years',
  gte_10yrs: 'over ten years',
};

function experienceAnswer(rng: Rng, p: ConversationInput): string {
  const where = rng.pick(employers);
  const role = p.position || 'carer';
  if (p.experience === 'no_experience') return `I haven't worked in care yet. I looked after my grandmother for two years and I'm keen to make it my career.`;
  if (p.experience === 'complete_placement' || p.experience === 'lt_6mos') {
    return `I completed my placement at ${where} last year, about 120 hours on the floor. Since then I've picked up some casual shifts there as a ${role}.`;
  }
  const setting = rng.pick(['residential aged care', 'a dementia-specific unit', 'community and home care', 'disability supported living']);
  return `I've worked as a ${role} at ${where} for ${yearsText[p.experience] ?? 'a few years'}, mostly in ${setting}. I do personal care, meal assistance and handover notes every shift.`;
}

function qualificationExchange(rng: Rng, p: ConversationInput): [string, string] {
  if (NURSES.has(p.jobPosition)) {
    const answer = p.position === 'Enrolled Nurse' || p.jobPosition === 'Enrolled Nurse'
      ? `Yes, I'm registered with AHPRA as an Enrolled Nurse with no conditions, and I hold a Diploma of Nursing from ${rng.pick(colleges)}.`
      : `Yes, I'm registered with AHPRA with no conditions. I completed my Bachelor of Nursing at ${rng.pick(universities)}.`;
    return ['Is your AHPRA registration current, and what is your nursing qualification?', answer];
  }
  if (CARERS.has(p.jobPosition)) {
    const answer = rng.weighted<string>([
      [`Yes, I finished my Certificate III in Individual Support (Ageing) at ${rng.pick(colleges)} in ${rng.int(2016, 2025)}.`, 6],
      [`I have a Cert. IV in Ageing Support, and my first aid and CPR were renewed in ${rng.pick(months)}.`, 2],
      [`I'm halfway through my Cert. III at ${rng.pick(colleges)} and I finish in March.`, 2],
    ]);
    return ['Do you hold a Certificate III in Individual Support or something similar?', answer];
  }
  return [
    'Do you have any certificates for the role, like food safety or infection control?',
    rng.chance(0.6) ? `I have a Food Safety Supervisor certificate and I did infection control training in ${rng.pick(months)}.` : 'I did the online infection control module last year, and I am happy to do any other training you need.',
  ];
}

function policeAnswer(rng: Rng, p: ConversationInput): string {
  const ndis = p.jobPosition === 'Disability Support Worker';
  if (!p.tags.includes('police check') && rng.chance(0.3)) return `I've applied for a new national police check and I'm waiting for it to come back, it should be about a week.`;
  return ndis && (p.tags.includes('NDIS') || rng.chance(0.5))
    ? `Yes, my national police check is from ${rng.pick(months)} this year and I also have my NDIS Worker Screening clearance.`
    : `Yes, I have a current national police check from ${rng.pick(months)} this year.`;
}

function availabilityAnswer(rng: Rng, p: ConversationInput): string {
  if (rng.chance(0.1)) return "I'm on a student visa, so I can work 48 hours a fortnight during semester and full time in the holidays.";
  if (p.tags.includes('night shifts')) return "I'm happy to do night shifts, that suits me best. I can also cover some weekends.";
  if (p.tags.includes('weekend availability')) return 'I can work weekends, and weekdays except Wednesdays when I have my kids.';
  return rng.weighted<string>([
    ["I'm flexible and can do any shift, mornings, afternoons or nights.", 3],
    ['Mornings and afternoons on weekdays, and every second weekend.', 3],
    ["I can't work Sundays because of family commitments, otherwise I'm quite flexible.", 2],
    ['I prefer afternoon shifts but I can do mornings when needed.', 2],
  ]);
}

function drivingAnswer(rng: Rng, p: ConversationInput): string {
  if (p.tags.includes('driver') || p.tags.includes('own car')) return 'Yes, I have a full licence and my own car, and I know the area around ' + `${p.suburb || 'here'} well.`;
  return rng.chance(0.6) ? 'Yes, I have a full driver\'s licence and a reliable car.' : "I have my licence but no car at the moment, so I'd rely on public transport for now.";
}

function startAnswer(rng: Rng): string {
  return rng.weighted<string>([
    ['I could start straight away.', 4],
    ["I need to give two weeks' notice at my current job.", 3],
    ['From the start of next month would be ideal.', 2],
  ]);
}

/** One conversation, oldest message first. */
export function screeningConversation(rng: Rng, p: ConversationInput): SeedMessage[] {
  const recruiter = rng.pick(recruiters);
  const rFirst = recruiter.split(' ')[0];
  const R = (body: string): SeedMessage => ({ sender: 'recruiter', author: recruiter, body });
  const C = (body: string): SeedMessage => ({ sender: 'candidate', author: p.firstName, body });
  const [qualificationQ, qualificationA] = qualificationExchange(rng, p);
  const messages: SeedMessage[] = [
    R(`Hi ${p.firstName}, it's ${rFirst} from Care Console. Thanks for applying for the ${p.jobTitle} role with ${p.providerName}. Is now a good time for a few quick screening questions?`),
    C(rng.pick([`Hi ${rFirst}, yes now is fine.`, 'Yes, happy to chat!', 'Hi! Yes, I have about 15 minutes.'])),
    R(rng.pick([`Great. Can you tell me about your experience as a ${p.jobPosition}?`, 'Lovely. What care experience do you have so far?'])),
    C(experienceAnswer(rng, p)),
    R(qualificationQ),
    C(qualificationA),
  ];
  if (p.stage === 'full') {
    messages.push(R(p.jobPosition === 'Disability Support Worker' ? 'Do you have a current police check and NDIS Worker Screening?' : 'Do you have a current police check?'), C(policeAnswer(rng, p)));
    messages.push(R('What shifts are you available for?'), C(availabilityAnswer(rng, p)));
    if (DRIVING.has(p.jobPosition)) messages.push(R('The role involves driving between clients. Do you have a licence and a car?'), C(drivingAnswer(rng, p)));
    if (CARERS.has(p.jobPosition) && rng.chance(0.5)) {
      messages.push(
        R('Have you supported people living with dementia?'),
        C(rng.chance(0.6) ? 'Yes, I worked in a memory support unit for a year and I am comfortable with behaviours of concern.' : 'A little, on placement. I would like more training in dementia care.'),
      );
    }
    messages.push(R('When could you start?'), C(startAnswer(rng)));
    messages.push(R(`Thanks ${p.firstName}, that's everything for now. I'll pass your details to ${p.providerName} and be in touch about an interview.`));
    messages.push(C(rng.pick(['Thank you, looking forward to hearing from you!', 'Thanks so much, have a good day.', 'Great, thank you!'])));
  }
  return messages;
}
