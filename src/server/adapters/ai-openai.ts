// The AI adapter for an OpenAI-compatible chat completions endpoint (OpenAI, Azure's compatible route,
// vLLM, Ollama, LM Studio …), configured by AI_BASE_URL, AI_API_KEY and AI_MODEL. One POST per call, with
// a timeout; a failure is an error naming the service and what went wrong, never a made-up answer.
import { z } from 'zod';
import { ERR } from '../../domain/errors';
import { AppError } from '../app-error';
import type { AiAdapter, CandidateProfile, ConversationMessage, JobInfo } from './ai';
import type { AiConfig } from './ai-config';
import { fitOfScore } from './ai-fit';

type OpenAiConfig = Extract<AiConfig, { kind: 'openai' }>;

/** The newest part of a long conversation, so a prompt stays well inside any model's context. */
const MAX_TRANSCRIPT_CHARS = 24_000;

export function transcript(messages: readonly ConversationMessage[]): string {
  const lines = messages.map((m) => `${m.sender === 'recruiter' ? 'Recruiter' : 'Candidate'} (${m.author}): ${m.body.replace(/\s+/g, ' ').trim()}`);
  let total = 0;
  let from = lines.length;
  while (from > 0 && total + lines[from - 1].length + 1 <= MAX_TRANSCRIPT_CHARS) total += lines[--from].length + 1;
  return lines.slice(from).join('\n');
}

const SUMMARY_PROMPT = `You summarise screening conversations between a recruiter at an Australian care-staffing agency and a candidate.
Write 3 to 6 short lines, each starting with "- ". Keep to facts the candidate or recruiter stated: qualifications, experience,
checks (police, NDIS, vaccinations), availability, location and transport, work rights, and open questions. Do not invent anything.`;

const RECOMMEND_PROMPT = `You assess how well a candidate fits a job at an Australian care provider, from their profile and their screening conversation.
Answer with one JSON object only: {"score": <0-100>, "reasons": [{"kind": "strength" | "concern", "text": "<one sentence>"}]}.
Give 3 to 8 reasons, each tied to something in the profile or the conversation. Do not invent facts.`;

function profileText(profile: CandidateProfile, job: JobInfo): string {
  return [
    `Job: ${job.title} (${job.position}) in ${job.suburb}, ${job.state}.`,
    `Candidate: ${profile.name}; profile position ${profile.position || 'not given'}; experience band ${profile.experience};`,
    `lives in ${[profile.suburb, profile.state].filter(Boolean).join(', ') || 'unknown'}; tags: ${profile.tags.join(', ') || 'none'}.`,
  ].join('\n');
}

const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

const recommendation = z.object({
  score: z.number().min(0).max(100),
  reasons: z.array(z.object({ kind: z.enum(['strength', 'concern']), text: z.string().trim().min(1).max(400) })).min(1).max(12),
});

/** The JSON object in a reply, with or without a ```json fence around it. */
export function jsonOf(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  const text = (fenced ? fenced[1] : content).trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) throw new SyntaxError('no JSON object');
  return JSON.parse(text.slice(start, end + 1));
}

export function openAiAdapter(config: OpenAiConfig, fetchImpl: typeof fetch = fetch): AiAdapter {
  const url = new URL('chat/completions', config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`);
  const service = `The AI service at ${url.host}`;
  const fail = (what: string) => new AppError(ERR.internal, `${service} ${what}`);

  async function complete(system: string, user: string, json: boolean): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    const body = {
      model: config.model,
      temperature: 0.2,
      messages: [{ role: 'system', content: system }, { role: 'user', content: user }],
      ...(json && { response_format: { type: 'json_object' } }),
    };
    let response: Response;
    try {
      response = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw fail(`did not answer within ${config.timeoutMs / 1000} s.`);
      throw fail(`could not be reached (${(error as Error)?.message ?? 'network error'}).`);
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw fail(`answered HTTP ${response.status} without JSON.`);
    }
    if (!response.ok) {
      const detail = (payload as { error?: { message?: unknown } })?.error?.message;
      throw fail(`refused the request (HTTP ${response.status}${typeof detail === 'string' ? `: ${detail.slice(0, 200)}` : ''}).`);
    }
    const parsed = completion.safeParse(payload);
    const content = parsed.success ? parsed.data.choices[0].message.content?.trim() : undefined;
    if (!content) throw fail('answered without a message.');
    return content;
  }

  return {
    model: config.model,
    async summarise(messages) {
      if (messages.length === 0) return { summary: '', model: config.model, message_count: 0 };
      const summary = await complete(SUMMARY_PROMPT, transcript(messages), false);
      return { summary, model: config.model, message_count: messages.length };
    },
    async recommend({ profile, job, messages }) {
      const content = await complete(RECOMMEND_PROMPT, `${profileText(profile, job)}\n\nConversation:\n${transcript(messages) || '(none yet)'}`, true);
      let answer: z.infer<typeof recommendation>;
      try {
        answer = recommendation.parse(jsonOf(content));
      } catch {
        throw fail('answered something that is not a recommendation.');
      }
      const score = Math.round(answer.score);
      // The verdict follows the score, with the same cut-offs as the local adapter.
      return { fit: fitOfScore(score), score, reasons: answer.reasons, model: config.model };
    },
  };
}
