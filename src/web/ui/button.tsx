import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'default' | 'text' | 'link';

const VARIANTS: Record<Variant, string> = {
  primary: 'border-primary bg-primary text-white shadow-[0_2px_0_rgba(5,145,255,0.1)] hover:border-primary-400 hover:bg-primary-400 active:bg-primary-600',
  default: 'border-[#d9d9d9] bg-white text-ink shadow-[0_2px_0_rgba(0,0,0,0.02)] hover:border-primary-400 hover:text-primary-400',
  text: 'border-transparent bg-transparent text-ink hover:bg-black/5',
  link: 'border-transparent bg-transparent px-0 text-primary hover:text-primary-400',
};

/** A destructive action (delete, disable): red text in the variant's own frame, so no class fights it. */
const DANGER: Record<Variant, string> = {
  primary: 'border-danger bg-danger text-white shadow-none hover:border-danger/85 hover:bg-danger/85',
  default: 'border-[#d9d9d9] bg-white text-danger hover:border-danger hover:text-danger-400',
  text: 'border-transparent bg-transparent text-danger hover:bg-danger/10',
  link: 'border-transparent bg-transparent px-0 text-danger hover:text-danger-400',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  danger?: boolean;
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
}

const SIZES = { sm: 'h-6 px-2 text-xs rounded', md: 'h-8 px-3.5 text-sm rounded-md', lg: 'h-10 px-4 text-base rounded-lg' };

export function Button({ variant = 'default', danger = false, size = 'md', loading = false, className = '', children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-1.5 border font-normal whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-300 disabled:cursor-not-allowed disabled:opacity-60 ${SIZES[size]} ${(danger ? DANGER : VARIANTS)[variant]} ${className}`}
      {...rest}
    >
      {loading && <span className="size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden />}
      {children}
    </button>
  );
}
