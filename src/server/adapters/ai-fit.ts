import type { AiFit } from '../../domain/enums/ai-exports';

/** Fit from a score (0–100), the same cut-offs whichever adapter scored it. */
export function fitOfScore(score: number): AiFit {
  return score >= 70 ? 'strong_fit' : score >= 45 ? 'possible_fit' : 'weak_fit';
}
