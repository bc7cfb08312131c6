import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 cursor-pointer',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
        secondary: 'bg-white text-brand-900 ring-1 ring-brand-900/15 hover:bg-brand-50',
        ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        dark: 'bg-brand-950 text-white hover:bg-brand-900',
        /** On a dark card: the second choice beside a white button. */
        outline: 'text-white ring-1 ring-white hover:bg-brand-800',
        danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-[0.95rem]',
        lg: 'h-13 px-7 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button: in-page navigation stays a link for assistive tech. */
export function ButtonLink({ className, variant, size, children, ...props }: ComponentProps<'a'> & ButtonVariants) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
