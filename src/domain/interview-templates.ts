// What an interview report starts from: the questions care-sector interviewers usually ask for a position
// and the criteria they score. Data, read by the report screen (a new report's first draft) and the seed.

export const reportCriteria = ['Communication', 'Care experience', 'Empathy and respect', 'Reliability', 'Safety and infection control'] as const;

const common = [
  'Tell us about yourself and why you want to work in aged or disability care.',
  'What availability can you offer across weekdays, weekends and nights?',
  'Do you hold a current police check and NDIS worker screening?',
];

const byPosition: Readonly<Record<string, readonly string[]>> = {
  'Personal Care Worker': [
    'Describe how you support a resident with personal care while protecting their dignity.',
    'A resident refuses their shower. What do you do?',
    'How do you use a hoist or slide sheet safely?',
  ],
  'Assistant in Nursing': [
    'Which observations would you report to the registered nurse straight away?',
    'How do you assist with meals for a resident on a texture-modified diet?',
    'Tell us about a time you noticed a change in a resident’s condition.',
  ],
  'Disability Support Worker': [
    'How do you support a participant to reach the goals in their NDIS plan?',
    'Describe how you would respond to behaviours of concern.',
    'How do you keep a participant’s choice and control at the centre of your support?',
  ],
  'Registered Nurse': [
    'Walk us through how you prioritise a medication round with a deteriorating resident.',
    'How do you delegate and supervise care staff on a shift?',
    'Describe your experience with clinical documentation and care plans.',
  ],
  'Enrolled Nurse': [
    'How do you manage wound care and document it?',
    'Which medication competencies do you hold?',
    'When do you escalate to the registered nurse?',
  ],
  'Home Care Worker': [
    'How do you plan your day across several clients’ homes?',
    'What do you check when you arrive at a client’s home?',
    'Do you have a reliable car and a full driver licence?',
  ],
};

const general = [
  'Describe your experience in a similar role.',
  'How do you follow infection control procedures on a shift?',
  'Tell us about a time you worked well under pressure.',
];

/** The questions a new report for `position` starts with. */
export function reportQuestions(position: string): string[] {
  return [...common, ...(byPosition[position] ?? general)];
}

/** The one-way (virtual) interview questions a position asks when nobody has set its own yet. */
export const defaultViQuestions: readonly { question: string; max_seconds: number }[] = [
  { question: 'Introduce yourself and tell us why you would like this role.', max_seconds: 120 },
  { question: 'Tell us about a time you made a difference to someone in your care.', max_seconds: 180 },
  { question: 'How would you handle a resident or client who is upset or confused?', max_seconds: 180 },
  { question: 'What shifts can you work, and how soon can you start?', max_seconds: 90 },
];
