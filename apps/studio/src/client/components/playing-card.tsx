const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♣', '♦', '♥', '♠'];

/** A card index (rank = card >> 2, suit = card & 3) drawn as a card face. */
export function PlayingCard({ card }: { card: number }) {
  const suit = card & 3;
  return (
    <div className={`card${suit === 1 || suit === 2 ? ' red' : ''}`}>
      <span>{RANKS[card >> 2]}</span>
      <b>{SUITS[suit]}</b>
    </div>
  );
}
