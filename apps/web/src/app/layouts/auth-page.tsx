import { Card } from '@casino/ui/card';
import { cn } from '@casino/ui/cn';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

/** Centered single-card page used by the sign-in/up and e-mail flows. */
export function AuthPage({
  title,
  subtitle,
  icon,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={cn('mx-auto w-full', wide ? 'max-w-3xl' : 'max-w-md')}>
      <Card title={title} subtitle={subtitle} icon={icon}>
        {children}
      </Card>
    </div>
  );
}
