// The workflow as docs/application-workflow.md shows it: a mermaid flowchart and a markdown table, both
// generated from the tables (workflow.ts and spec §4's transitions.ts), so the doc cannot drift from
// them (test/domain/workflow.test.ts compares). Pure text; nothing here reads or writes files.
import { applicationStatus } from './enums/application-status';
import { applicationTransitions } from './transitions';
import { workflowTable, type WorkflowStep } from './workflow';

const node = (status: number) => `s${status}`;
const statusName = (status: number) => `${status} ${applicationStatus.label(status) ?? '?'}`;
// Not fit and archive reach almost every status; drawn, they would hide the path (the §4 table lists them).
const DRAWN_SECTION_4 = new Set(['shortlist', 'select', 'markInterviewed', 'completeRecruitment']);

/** Edges: §4 moves solid, admin workflow steps thick, candidate answers dotted. */
export function workflowMermaid(): string {
  const edges: string[] = [];
  const used = new Set<number>();
  for (const [from, actions] of Object.entries(applicationTransitions)) {
    for (const action of actions ?? []) {
      if (action.status === null || !DRAWN_SECTION_4.has(action.key)) continue;
      used.add(Number(from)).add(action.status);
      edges.push(`  ${node(Number(from))} -->|${action.label}| ${node(action.status)}`);
    }
  }
  for (const step of workflowTable) {
    for (const from of step.from) {
      used.add(from).add(step.to);
      edges.push(`  ${node(from)} ${step.by === 'admin' ? '==>' : '-.->'}|${step.label}| ${node(step.to)}`);
    }
  }
  const nodes = [...used].sort((a, b) => a - b).map((status) => `  ${node(status)}["${statusName(status)}"]`);
  return ['```mermaid', 'flowchart LR', ...nodes, ...edges, '```'].join('\n');
}

const fromCell = (step: WorkflowStep) => step.from.map(statusName).join(', ');
const needsCell = (step: WorkflowStep) => (step.needs.length ? step.needs.map((n) => `\`${n.field}\` (${n.what})`).join(', ') : '—');

/** One row per step: who acts, from which statuses, where it lands, what it needs. */
export function workflowMarkdownTable(): string {
  const lines = [
    '| Step | By | From | To | Needs | Emails the applicant |',
    '|---|---|---|---|---|---|',
    ...workflowTable.map((s) => `| ${s.label} | ${s.by} | ${fromCell(s)} | ${statusName(s.to)} | ${needsCell(s)} | ${s.emails ? 'yes' : 'no'} |`),
  ];
  return lines.join('\n');
}

export const GENERATED_BEGIN = (name: string) => `<!-- generated:${name} (test/domain/workflow.test.ts) -->`;
export const GENERATED_END = (name: string) => `<!-- end generated:${name} -->`;

/** The doc with each generated block replaced by what the tables say now. */
export function renderWorkflowDoc(doc: string): string {
  const blocks: Record<string, string> = { diagram: workflowMermaid(), table: workflowMarkdownTable() };
  let out = doc;
  for (const [name, body] of Object.entries(blocks)) {
    const begin = GENERATED_BEGIN(name);
    const end = GENERATED_END(name);
    const start = out.indexOf(begin);
    const stop = out.indexOf(end);
    if (start < 0 || stop < start) throw new Error(`docs/application-workflow.md has no ${name} block`);
    out = `${out.slice(0, start + begin.length)}\n${body}\n${out.slice(stop)}`;
  }
  return out;
}
