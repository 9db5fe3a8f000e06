// Why a worker cannot be assigned, in words for a choice list: each reason once by its label, with the
// credentials it is about and their dates ('Expired credential: First Aid (2026-10-01), Police check
// (2026-09-12)'), never the codes ('credential_expired, credential_expired').
import { assignmentConflicts, type AssignmentConflictCode } from '../src/domain/enums/shift-work';

interface ConflictFacts {
  code: AssignmentConflictCode;
  credential?: string;
  date?: string;
}

export function conflictsInWords(conflicts: readonly ConflictFacts[]): string {
  const byCode = new Map<AssignmentConflictCode, Set<string>>();
  for (const c of conflicts) {
    const about = byCode.get(c.code) ?? new Set<string>();
    if (c.credential) about.add(c.date ? `${c.credential} (${c.date})` : c.credential);
    byCode.set(c.code, about);
  }
  return [...byCode].map(([code, about]) => `${assignmentConflicts.label(code) ?? code}${about.size ? `: ${[...about].join(', ')}` : ''}`).join('; ');
}
