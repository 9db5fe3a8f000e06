// The workflow table beside spec §4's: the admin steps carry the spec's labels and land on the status the
// label names (but Require supplement, see docs), no step repeats a §4 move, each step's needs are its
// command's arguments, the recruiter's path new → … → complete exists through both tables, and
// docs/application-workflow.md shows exactly what the tables say.
import { readFileSync, writeFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { getCommand, type ServerCommandId } from '../../commands';
import { workflowStepCommands } from '../../commands/application';
import { applicationStatus } from '../../src/domain/enums/application-status';
import { adminActionLabels } from '../../src/domain/enums/application-actions';
import { allowedTargets, defaultAction } from '../../src/domain/transitions';
import { canRunStep, workflowStepsFrom, workflowTable } from '../../src/domain/workflow';
import { renderWorkflowDoc, workflowMermaid, workflowMarkdownTable } from '../../src/domain/workflow-diagram';
import { codedList } from './spec-text';

// Spec §4 'Admin-side action labels per status', pasted.
const SPEC_LABELS = new Map(codedList('2 Shortlist, 3 Pre-Screen, 4 Not fit, 5 Schedule interview, 6 Interviewed, 7 Selected, 8 Send an offer, 12 Send a contract, 16 Start onboarding process, 20 Complete recruitment, 21 Supplement required, 22 Require supplement, 23 Sign contract, 24 Complete contract offline'));
const DOC = new URL('../../docs/application-workflow.md', import.meta.url);

test('each admin step is a spec label and lands where the label says (Require supplement: on 21, see the doc)', () => {
  const admin = workflowTable.filter((s) => s.by === 'admin');
  assert.equal(admin.map((s) => s.label).sort(), ['Complete contract offline', 'Require supplement', 'Schedule interview', 'Send a contract', 'Send an offer', 'Sign contract', 'Start onboarding process']);
  for (const step of admin) {
    const labelled = [...SPEC_LABELS].find(([, label]) => label === step.label)![0];
    assert.is(step.to, step.key === 'requireSupplement' ? 21 : labelled, step.key);
    assert.is(adminActionLabels.label(labelled), step.label);
  }
});

test('every status in the table is a spec status; no step goes nowhere or repeats a §4 move', () => {
  for (const step of workflowTable) {
    assert.ok(applicationStatus.has(step.to), step.key);
    assert.ok(step.from.length > 0, step.key);
    for (const from of step.from) {
      assert.ok(applicationStatus.has(from), `${step.key} from ${from}`);
      assert.is.not(from, step.to, `${step.key} from ${from} goes nowhere`);
      assert.not.ok(allowedTargets(from).includes(step.to), `${step.key} ${from} → ${step.to} is already a §4 move`);
    }
  }
  // One step per (from, to): the palette never offers two ways to the same status.
  const pairs = workflowTable.flatMap((s) => s.from.map((f) => `${f}→${s.to}`));
  assert.is(new Set(pairs).size, pairs.length);
});

test('a step’s needs are exactly its command’s required arguments; steps without needs run from the generic op', () => {
  for (const step of workflowTable) {
    const command = getCommand(workflowStepCommands[step.key] as ServerCommandId);
    const shape = command.args.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
    const required = Object.keys(shape).filter((k) => !['application_id', 'version'].includes(k) && !shape[k].safeParse(undefined).success);
    if (step.needs.length === 0) {
      assert.is(command.id, 'application.workflowAction', step.key);
      continue;
    }
    assert.equal(required.sort(), step.needs.map((n) => n.field).sort(), step.key);
    assert.ok(command.preview, `${step.key} has a preview`);
  }
});

test('candidate answers: accepting continues, declining is destructive and never a default', () => {
  for (const step of workflowTable.filter((s) => s.by === 'candidate')) {
    assert.is(step.danger, /declined/i.test(step.label), step.key);
    assert.is(step.needs.length, 0);
  }
  assert.ok(canRunStep('offerAccepted', 8));
  assert.not.ok(canRunStep('offerAccepted', 7));
});

test('the recruiter’s path new → shortlist → interview → select → offer → contract → onboarding → complete exists', () => {
  const path: [number, number, string][] = [[1, 2, '§4'], [2, 5, 'scheduleInterview'], [5, 6, '§4'], [6, 7, '§4'], [7, 8, 'sendOffer'], [8, 10, 'offerAccepted'], [10, 12, 'sendContract'], [12, 14, 'contractAccepted'], [14, 16, 'startOnboarding'], [16, 20, '§4']];
  for (const [from, to, via] of path) {
    if (via === '§4') assert.ok(allowedTargets(from).includes(to), `${from} → ${to}`);
    else assert.ok(workflowStepsFrom(from).some((s) => s.key === via && s.to === to), `${via}: ${from} → ${to}`);
  }
  // `a` covers the §4 legs of it: each is its status's default.
  for (const [from, to] of [[1, 2], [5, 6], [6, 7], [16, 20]]) assert.is(defaultAction(from)?.status, to);
});

test('the diagram draws every workflow step and the §4 moves along the path', () => {
  const diagram = workflowMermaid();
  assert.ok(diagram.startsWith('```mermaid\nflowchart LR'));
  for (const step of workflowTable) for (const from of step.from) assert.ok(diagram.includes(`s${from} ${step.by === 'admin' ? '==>' : '-.->'}|${step.label}| s${step.to}`), `${step.key} from ${from}`);
  assert.ok(diagram.includes('s1 -->|Shortlist| s2'));
  assert.ok(diagram.includes('s16["16 Onboarding"]'));
  assert.not.ok(diagram.includes('|Archive|'));
  assert.is(workflowMarkdownTable().split('\n').length, workflowTable.length + 2);
});

test('docs/application-workflow.md shows what the tables say', () => {
  const doc = readFileSync(DOC, 'utf8');
  const rendered = renderWorkflowDoc(doc);
  if (process.env.WRITE_WORKFLOW_DOC === '1') writeFileSync(DOC, rendered);
  else assert.fixture(doc, rendered, 'the doc is out of date: WRITE_WORKFLOW_DOC=1 npm test -- test/domain/workflow');
});

test.run();
