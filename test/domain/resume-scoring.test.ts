import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { experienceYearsIn, scoreResume, type AssessmentRules } from '../../src/domain/resume-scoring';
import { readAssessmentCsv } from '../../src/domain/assessment-csv';

const test = suite('resume-scoring');

const rules: AssessmentRules = {
  keywords: [{ term: 'dementia', weight: 3 }, { term: 'manual handling', weight: 1 }, { term: 'palliative care', weight: 1 }],
  required_qualifications: ['Certificate III in Individual Support', 'First Aid'],
  min_experience_years: 2,
  recognised_names: ['TAFE NSW', 'Bupa'],
  pass_score: 60,
};

const strong = `Personal care worker, 4 years in residential aged care at Bupa Seven Hills.
Cert III Individual Support (CHC33021) from TAFE NSW; HLTAID011 Provide First Aid.
Experienced with dementia residents and manual handling.`;

test('a resume meeting every rule but one keyword scores high, passes, and says why', () => {
  const result = scoreResume(strong, rules);
  // keywords 40 × 4/5 = 32, qualifications 30, experience 20, recognised 10.
  assert.is(result.score, 92);
  assert.ok(result.passed);
  assert.is(result.experience_years, 4);
  const missing = result.reasons.filter((r) => !r.met).map((r) => r.text);
  assert.equal(missing, ['Does not mention "palliative care".']);
  assert.ok(result.reasons.some((r) => r.rule === 'recognised' && r.text.includes('TAFE NSW') && r.text.includes('Bupa')));
});

test('a missing required qualification fails the resume whatever its score', () => {
  const result = scoreResume('Dementia care, manual handling, palliative care, 12 years, TAFE NSW, first aid.', rules);
  assert.ok(result.score >= 60, `score ${result.score}`);
  assert.not.ok(result.passed);
  assert.ok(result.reasons.some((r) => r.rule === 'qualification' && !r.met && r.text === 'No sign of the required Certificate III in Individual Support.'));
});

test('experience below the minimum earns a share of its points; none stated earns none', () => {
  const one = scoreResume('Cert III Individual Support, first aid, 1 year of home care.', { ...rules, keywords: [], recognised_names: [] });
  const none = scoreResume('Cert III Individual Support, first aid.', { ...rules, keywords: [], recognised_names: [] });
  assert.is(one.score - none.score, Math.round((10 * 100) / 90));
  assert.ok(none.reasons.some((r) => r.text === 'States no years of experience; 2 wanted.'));
});

test('years are read from digits, words and "3+ yrs"', () => {
  assert.is(experienceYearsIn('two years at Regis, then 3+ yrs at Uniting'), 3);
  assert.is(experienceYearsIn('no numbers here'), null);
  assert.is(experienceYearsIn('aged 45 years'), 45);
});

test('an empty resume scores 0 against rules that ask for something', () => {
  const result = scoreResume('', rules);
  assert.is(result.score, 0);
  assert.not.ok(result.passed);
});

test('the rules CSV is read row by row, each refusal naming its line', () => {
  const { rows, problems } = readAssessmentCsv([
    'position,rule,value,weight',
    'Personal Care Worker,keyword,dementia,3',
    '"Personal Care Worker",required,"Certificate III in Individual Support",',
    'Personal Care Worker,keyword,palliative care,9',
    'Personal Care Worker,min_years,two,',
    ',recognised,TAFE NSW,training',
    'Personal Care Worker,colour,blue,',
  ].join('\r\n'));
  assert.equal(rows.map((r) => [r.line, r.rule]), [[2, 'keyword'], [3, 'required'], [6, 'recognised']]);
  assert.equal(problems, [
    { line: 4, message: 'Weight "9" must be a whole number from 1 to 5.' },
    { line: 5, message: 'Minimum years "two" must be a whole number from 0 to 40.' },
    { line: 7, message: 'Rule "colour" is not one of keyword, required, min_years, pass_score, recognised.' },
  ]);
  assert.equal(readAssessmentCsv('name,value\nx,y').problems, [{ line: 1, message: 'The first line must be the header position,rule,value,weight.' }]);
});

test.run();
