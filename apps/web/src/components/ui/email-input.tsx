import { Input, type InputProps } from '@casino/ui/input';

/** An e-mail field: the right keyboard and autofill, and no auto-capitalisation or correction. */
export function EmailInput(props: Omit<InputProps, 'type'>) {
  return (
    <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="off" autoCorrect="off" {...props} />
  );
}
