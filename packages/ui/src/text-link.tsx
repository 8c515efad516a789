import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

export function TextLink({ className, ...rest }: LinkProps) {
  return (
    <Link
      className={cn('font-medium text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline', className)}
      {...rest}
    />
  );
}
