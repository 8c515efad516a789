import { useState } from 'react';
import { usePlayer } from '../api/get-player';
import { BonusMoneyForm } from './bonus-money-form';
import { FreeBetForm } from './free-bet-form';
import { FreeSpinsForm } from './free-spins-form';
import { PlayerPicker } from './player-picker';

/** Grants by hand: one player chosen once, then bonus money, free spins or a free bet for them. */
export function GrantsTab() {
  const [id, setId] = useState(0);
  const player = usePlayer(id);
  const found = player.isSuccess ? player.data : undefined;
  return (
    <div className="flex flex-col gap-5">
      <PlayerPicker player={found} loading={player.isFetching} error={player.error} onFind={setId} />
      <div className="grid gap-5 lg:grid-cols-2">
        <BonusMoneyForm player={found} />
        <FreeBetForm player={found} />
        <div className="lg:col-span-2">
          <FreeSpinsForm player={found} />
        </div>
      </div>
    </div>
  );
}
