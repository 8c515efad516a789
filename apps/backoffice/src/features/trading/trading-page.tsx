import { Navigate, Route, Routes, useParams } from 'react-router';
import { EventPage } from './components/event-page';
import { EventsList } from './components/events-list';
import { SettingsPanel } from './components/settings-panel';

function EventRoute() {
  const id = useParams().id ?? '';
  return /^\d{1,15}$/.test(id) ? <EventPage id={id} /> : <Navigate to="/trading" replace />;
}

/**
 * Sportsbook trading (issue #25), for the super admins and the owner: the in-house sportsbook's
 * events at /trading, one event at /trading/events/{id}, the book's settings at /trading/settings.
 */
export default function TradingPage() {
  return (
    <Routes>
      <Route index element={<EventsList />} />
      <Route path="events/:id" element={<EventRoute />} />
      <Route path="settings" element={<SettingsPanel />} />
      <Route path="*" element={<Navigate to="/trading" replace />} />
    </Routes>
  );
}
