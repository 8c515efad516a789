import { ArrowBackIcon } from '@casino/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link back to the page above this one (an arrow in the reading direction, flipped in RTL). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 self-start text-sm text-fog-400 hover:text-fog-100">
      <ArrowBackIcon size={16} />
      {children}
    </Link>
  );
}
