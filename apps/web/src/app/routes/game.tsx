import { USER_SCOPE } from '@/lib/query-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useGames } from '@/features/casino/api/get-games';
import { GameScreen } from '@/features/game/components/game-screen';
import { launchModeFrom } from '@/features/game/lib/launch';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/**
 * /slots/{provider}/{gameId}, /slots/{provider}/{gameId}/demo and
 * /slots/{provider}/{gameId}/{freeSpin}/session: the game frame, titled from the catalogue.
 */
export default function GamePage() {
  const { provider = '', gameId = '', demoStart, freeSpin } = useParams();
  const isAuth = useAuthStore((s) => s.isAuth);
  const games = useGames();
  const client = useQueryClient();
  const game = games.data?.find((g) => g.routeProvider === provider && g.additionalIntegrationGameId === gameId);
  const title = game?.gameName ?? gameId;
  usePageTitle(title);
  // A game's round may move money: ask for the balance now rather than at the next 5 s poll.
  const refreshBalance = useCallback(() => void client.invalidateQueries({ queryKey: [USER_SCOPE, 'user'] }), [client]);
  const mode = launchModeFrom({ demoStart, freeSpin });
  if (!mode) return <NotFoundPage />;
  return (
    <GameScreen
      key={`${provider}/${gameId}/${mode.kind}`}
      provider={provider}
      gameId={gameId}
      title={title}
      mode={mode}
      isAuth={isAuth}
      onGameMessage={refreshBalance}
    />
  );
}
