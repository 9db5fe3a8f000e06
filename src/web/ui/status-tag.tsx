/** A coloured label for a status; the tone groups statuses by what they mean for the recruiter. */
export type Tone = 'blue' | 'green' | 'gold' | 'red' | 'grey' | 'purple' | 'cyan';

const TONES: Record<Tone, string> = {
  blue: 'border-[#91caff] bg-[#e6f4ff] text-[#0958d9]',
  green: 'border-[#b7eb8f] bg-[#f6ffed] text-[#389e0d]',
  gold: 'border-[#ffe58f] bg-[#fffbe6] text-[#d48806]',
  red: 'border-[#ffccc7] bg-[#fff2f0] text-[#cf1322]',
  grey: 'border-[#d9d9d9] bg-[#fafafa] text-ink-soft',
  purple: 'border-[#d3adf7] bg-[#f9f0ff] text-[#531dab]',
  cyan: 'border-[#87e8de] bg-[#e6fffb] text-[#08979c]',
};

export function StatusTag({ tone, children, testId, title }: { tone: Tone; children: React.ReactNode; testId?: string; title?: string }) {
  return (
    <span data-testid={testId} title={title} className={`inline-flex h-[22px] max-w-full items-center rounded border px-2 text-xs whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  );
}
