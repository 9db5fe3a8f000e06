// The AI adapter's interface: summarise a screening conversation, and judge a candidate's fit for a job.
// Its implementations (ai-local.ts, ai-openai.ts) import it; ai-for-config.ts picks one. Handlers call
// it before their transaction opens, never inside one.
import type { AiFit } from '../../domain/enums/ai-exports';
import type { AiConfig } from './ai-config';

export interface ConversationMessage {
  sender: 'recruiter' | 'candidate';
  author: string;
  body: string;
}

/** What a recommendation reads of the applicant (staff row fields). */
export interface CandidateProfile {
  name: string;
  position: string;
  /** An experienceBands code. */
  experience: string;
  suburb: string;
  state: string;
  tags: readonly string[];
}

export interface JobInfo {
  title: string;
  position: string;
  suburb: string;
  state: string;
}

export interface AiReason {
  kind: 'strength' | 'concern';
  text: string;
}

export interface SummaryDraft {
  summary: string;
  model: string;
  /** Messages the summary was drawn from. */
  message_count: number;
}

export interface Recommendation {
  fit: AiFit;
  /** 0–100. */
  score: number;
  reasons: AiReason[];
  model: string;
}

export interface AiAdapter {
  /** Names the adapter in what it writes ('local-extractive', or the endpoint's model). */
  readonly model: string;
  summarise(messages: readonly ConversationMessage[]): Promise<SummaryDraft>;
  recommend(input: { profile: CandidateProfile; job: JobInfo; messages: readonly ConversationMessage[] }): Promise<Recommendation>;
}

/** The adapter for a configuration; handlers ask with ctx.config.ai, so a test server can point it elsewhere. */
export type AiAdapterSource = (config: AiConfig) => AiAdapter;
