/** A coloured label for a status; the tone groups statuses by what they mean for the recruiter. */
export type Tone = 'blue' | 'green' | 'gold' | 'red' | 'grey' | 'purple' | 'cyan';

const TONES: Record<Tone, string> = {
  blue: 'border-primary-200 bg-primary-50 text-primary',
  green: 'border-success-200 bg-success-50 text-success',
  gold: 'border-warning-200 bg-warning-50 text-warning',
  red: 'border-danger-200 bg-danger-50 text-danger',
  grey: 'border-[#d9d9d9] bg-[#fafafa] text-ink-soft',
  purple: 'border-purple-200 bg-purple-50 text-purple',
  cyan: 'border-cyan-200 bg-cyan-50 text-cyan',
};

export function StatusTag({ tone, children, testId, title }: { tone: Tone; children: React.ReactNode; testId?: string; title?: string }) {
  return (
    <span data-testid={testId} title={title} className={`inline-flex h-[22px] max-w-full items-center rounded border px-2 text-xs whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  );
}
