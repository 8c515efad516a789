import type { PlayerDetail } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/table';

const TONES = { active: 'good', banned: 'bad', closed: 'plain', excluded: 'wait' } as const;

export function PlayerStatus({ status }: { status: PlayerDetail['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`players.status.${status}`)}</Badge>;
}
