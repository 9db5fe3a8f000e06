// The words of the seeded interviews, reports, referees and one-way interview answers: how care-sector
// interviewers write their notes, what referees say, what applicants say to a camera. Data, not code.

/** Who interviews: the facility's care manager, a recruiter, a clinical lead. */
export const interviewerNames = [
  'Karen Mitchell, Care Manager', 'Daniel Nguyen, Recruitment Officer', 'Priya Sharma, Facility Manager',
  'Bronwyn Walsh, Clinical Care Coordinator', 'Tom Fitzgerald, Operations Manager', 'Leanne Cooper, Residential Manager',
  'Samira Haddad, Talent Acquisition Partner', 'Grace Okafor, Registered Nurse (team leader)', 'Michelle Santos, HR Coordinator',
  'Andrew Kelly, Home Care Coordinator', 'Jodie McKenzie, Service Manager', 'Wei Chen, Clinical Nurse Educator',
] as const;

export const invitationMessages = [
  'Please bring photo ID, your police check and any certificates (Certificate III or IV, First Aid, CPR).',
  'Ask for us at reception; visitor parking is at the front of the building.',
  'The interview is about 30 minutes, followed by a short tour of the home.',
  'Please join five minutes early so we can check your camera and sound.',
  '',
] as const;

/** Notes per question of src/domain/interview-templates.ts, written the way interviewers jot them. */
export const answerNotes: Readonly<Record<string, { good: readonly string[]; weak: readonly string[] }>> = {
  'Tell us about yourself and why you want to work in aged or disability care.': {
    good: ['Cared for her grandmother for two years; finished Certificate III in Individual Support last year. Warm and clear about why.', 'Three years in residential aged care; enjoys the routine and getting to know residents. Wants a permanent part-time role.'],
    weak: ['Mostly looking for any job with hours; little said about the people side of care.', 'Recently arrived, no care work yet; keen but vague on what the role involves.'],
  },
  'What availability can you offer across weekdays, weekends and nights?': {
    good: ['Available all shifts including nights and weekends; no other job.', 'Weekdays and every second weekend; happy to pick up extra shifts at short notice.'],
    weak: ['Only weekday mornings because of study; no weekends.', 'Availability changes week to week; could not commit to a roster.'],
  },
  'Do you hold a current police check and NDIS worker screening?': {
    good: ['Police check from March this year; NDIS worker screening cleared. Copies provided.', 'Both current; also has a valid First Aid and CPR.'],
    weak: ['Police check expired; has not applied for NDIS screening.', 'Said it was "in progress" but had no application number.'],
  },
  'Describe how you support a resident with personal care while protecting their dignity.': {
    good: ['Explains each step, asks consent, keeps the resident covered, encourages them to do what they can themselves.', 'Good answer on privacy: door closed, curtains drawn, resident chooses clothes.'],
    weak: ['Focused on finishing quickly; did not mention consent or choice.', 'Struggled to describe a routine beyond "help them shower".'],
  },
  'A resident refuses their shower. What do you do?': {
    good: ['Respects the refusal, tries again later or offers a wash, reports to the RN and documents it.', 'Would find out why (cold, pain, fear) and adjust; never force.'],
    weak: ['Would "convince them it has to happen"; no mention of reporting.', 'Unsure; said they would ask another carer to do it.'],
  },
  'How do you use a hoist or slide sheet safely?': {
    good: ['Checks the care plan and sling size, always two staff, explains the transfer to the resident.', 'Solid on manual handling; did the training in May.'],
    weak: ['Has not used a hoist; would need full training.', 'Said one person is fine "if the resident is light".'],
  },
};

export const genericNotes = {
  good: ['Clear, practical answer with a real example from work.', 'Calm and thoughtful; knows when to escalate to the RN.', 'Good understanding of the care plan and documentation.'],
  weak: ['Answer was general and lacked an example.', 'Needed prompting; unsure of the procedure.', 'Would need supervision and training in this area.'],
} as const;

export const reportSummaries = {
  strongly_recommend: ['Excellent candidate. Warm with residents, experienced and reliable; offer as soon as checks are back.', 'One of the best interviews this month. Recommend for permanent part-time.'],
  recommend: ['Good candidate with the right attitude; a few gaps that buddy shifts will cover.', 'Suitable for casual shifts to start; review after three months.'],
  unsure: ['Pleasant but limited experience; consider for a later intake after placement.', 'Availability does not fit the roster well; keep on file.'],
  not_recommend: ['Not suitable at this time: availability and checks are not in place.', 'Answers raised concerns about dignity and consent; do not progress.'],
} as const;

export const refereeOrganisations = [
  'Bluegum Aged Care – Parramatta', 'Harbourside Community Care', 'Wattle Grove Lodge', 'Banksia Disability Services',
  'Jacaranda Home Care', 'St Luke’s Residential Care', 'Southern Cross Care Group', 'Riverina Health Services',
  'TAFE NSW – Individual Support', 'Coastal Haven Senior Living', 'Kookaburra Community Care', 'Sunhaven Aged Care',
] as const;

export const referenceQuestions = [
  'In what capacity did you work with the applicant, and for how long?',
  'How would you describe the applicant’s care for the people they supported?',
  'How reliable was the applicant with shifts and punctuality?',
  'Were there any concerns about the applicant’s conduct or performance?',
] as const;

export const referenceAnswers = {
  good: [
    ['I was her team leader for two years on the dementia unit.', 'I supervised him for eighteen months in home care.', 'I managed her at our residential home from 2023 until she moved interstate.'],
    ['Kind and patient; residents asked for her by name.', 'Very respectful, always explained what he was doing and listened to clients.', 'Gentle and observant; picked up early signs of deterioration more than once.'],
    ['Never missed a shift without notice; often covered short-notice gaps.', 'Always on time, and stayed late to finish handover properly.', 'Excellent attendance record.'],
    ['No concerns at all.', 'None. A pleasure to work with.', 'No concerns; documentation was thorough.'],
  ],
  weak: [
    ['We worked on the same shifts for about six months.', 'I was a colleague for a short time.', 'I supervised her placement (120 hours).'],
    ['Caring but sometimes rushed residents during morning care.', 'Good with residents once settled in.', 'Adequate; needed reminders about documentation.'],
    ['Some late arrivals early on, which improved.', 'Occasionally swapped shifts at short notice.', 'Reliable on weekdays; less so on weekends.'],
    ['Needed coaching on manual handling technique.', 'Minor concerns about time management, addressed in supervision.', 'No conduct concerns.'],
  ],
} as const;

export const referenceComments = [
  'Happy to discuss further by phone.', 'I would employ them again without hesitation.', 'A genuine asset to any care team.',
  'Would suit a role with a structured roster and good support.', '',
] as const;

/** One-way interview questions the positions choose from, with what applicants say to them. */
export const viQuestionBank: readonly { question: string; max_seconds: number; answers: readonly string[] }[] = [
  { question: 'Introduce yourself and tell us why you would like this role.', max_seconds: 120, answers: [
    'Hi, I am a Certificate III graduate and I have been working casually in aged care for about a year. I love the residents and I would like more regular shifts.',
    'Hello, I have five years in disability support, mainly supported independent living. I am looking for a role closer to home with a team that values person-centred care.',
    'I moved to Australia two years ago and did my placement at a nursing home. I found I really enjoy helping older people keep their independence.',
  ] },
  { question: 'Tell us about a time you made a difference to someone in your care.', max_seconds: 180, answers: [
    'One resident stopped eating and I noticed she could not see the food on the white plate. We tried coloured plates and she started eating again.',
    'A client with autism found showers distressing. We made a picture schedule together and now he does most of it himself.',
    'I sat with a resident in palliative care whose family were interstate, and organised a video call so they could say goodbye.',
  ] },
  { question: 'How would you handle a resident or client who is upset or confused?', max_seconds: 180, answers: [
    'I stay calm, get down to their level, use their name and a soft voice, and try to find out what they need. If it continues I tell the RN.',
    'I check for pain, hunger or needing the toilet first, then try distraction with something they enjoy, like music.',
    'I would not argue with them. I would reassure, redirect, and write it in the progress notes so the team knows.',
  ] },
  { question: 'What shifts can you work, and how soon can you start?', max_seconds: 90, answers: [
    'I can work any shift including nights, and I can start next week.', 'Mornings and afternoons on weekdays, and some weekends. I need two weeks’ notice for my current job.', 'I am flexible, but I prefer afternoons. I can start straight away.',
  ] },
  { question: 'How do you keep yourself and others safe from infection on a shift?', max_seconds: 150, answers: [
    'Hand hygiene before and after every contact, the right PPE for the task, and cleaning shared equipment between residents.',
    'I follow the five moments of hand hygiene and I am up to date with my infection control training and flu vaccine.',
    'If I feel unwell I stay home and tell my manager. At work I use gloves and aprons correctly and dispose of them safely.',
  ] },
  { question: 'Describe your experience with medication assistance.', max_seconds: 150, answers: [
    'I have a medication competency from my last employer and I assisted with Webster packs, always checking the six rights.',
    'I have not done medication yet, but I am happy to complete the competency training.',
    'I prompt and assist clients with their blister packs and record it in the app, and I report any refusal to the coordinator.',
  ] },
  { question: 'How do you support a participant’s choice and control?', max_seconds: 150, answers: [
    'I ask what they want to do that day and support them to do it, rather than doing things for them.',
    'I follow their NDIS goals, give options, and respect a no even when I think something else would be better.',
    'I talk to them, not about them, and involve them in planning their week.',
  ] },
] as const;
