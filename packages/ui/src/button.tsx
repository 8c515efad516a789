import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary:
    'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow-glow hover:from-gold-200 hover:to-gold-400 active:to-gold-600',
  secondary: 'bg-ink-700 text-fog-100 hover:bg-ink-600 border border-white/5',
  outline: 'border border-gold-400/60 text-gold-300 hover:bg-gold-400/10',
  ghost: 'text-fog-300 hover:bg-white/5 hover:text-fog-100',
  danger: 'bg-danger-500/90 text-white hover:bg-danger-500',
};

const sizes: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', block = false) {
  return cn(
    'inline-flex items-center justify-center rounded-xl font-semibold transition-colors duration-150',
    'disabled:cursor-not-allowed disabled:opacity-60 cursor-pointer select-none',
    variants[variant],
    sizes[size],
    block && 'w-full',
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses(variant, size, block), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
}
