import { Route, Routes, useParams } from 'react-router';
import { PlayerDetail } from './components/player-detail';
import { PlayersList } from './components/players-list';

function PlayerRoute() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? <PlayerDetail id={id} /> : <PlayersList />;
}

/** The players screen: the list, and one player at /players/{id}. */
export default function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayersList />} />
      <Route path=":id" element={<PlayerRoute />} />
    </Routes>
  );
}
