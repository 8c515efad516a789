import type { NamingStyle } from './feed.sports.js';
import { pick, type SeedPart } from './feed.random.js';

/**
 * Generated names: invented places and surnames built from syllables, so that no real
 * club, player or trademark is named. Countries are real (they are categories, as in any
 * sportsbook); the teams in them are not.
 */

const PLACE_HEADS = [
  'Ash', 'Bel', 'Bran', 'Cal', 'Dun', 'El', 'Fair', 'Glen', 'Hol', 'Kel',
  'Lin', 'Mar', 'Nor', 'Ost', 'Pen', 'Ral', 'Stan', 'Thorn', 'Val', 'Wex',
  'Ard', 'Cor', 'Dra', 'Fen', 'Gal', 'Har', 'Ivor', 'Kar', 'Lor', 'Mel',
]; // prettier-ignore
const PLACE_TAILS = [
  'ford', 'holm', 'wick', 'stad', 'burg', 'mouth', 'vale', 'dale', 'bury', 'port',
  'field', 'haven', 'more', 'ton', 'grad', 'ria', 'sund', 'ley', 'mere', 'gate',
]; // prettier-ignore
const SURNAME_HEADS = [
  'And', 'Bel', 'Cor', 'Dav', 'Ern', 'Fal', 'Gor', 'Hal', 'Ivan', 'Jar', 'Kov', 'Lar', 'Mor',
  'Nov', 'Ol', 'Pet', 'Ros', 'Sal', 'Tor', 'Vol', 'Wen', 'Zel', 'Mar', 'Ber', 'Kal',
]; // prettier-ignore
const SURNAME_TAILS = [
  'ov', 'sen', 'ez', 'ini', 'son', 'ski', 'ard', 'ic', 'elli', 'berg',
  'ova', 'mann', 'quist', 'ton', 'ado', 'escu', 'ley', 'oux', 'ak', 'ens',
]; // prettier-ignore
const CLUB_PREFIXES = ['FC', 'Real', 'Sporting', 'Dynamo', 'Inter', 'Olympic', 'Athletic'];
const CLUB_SUFFIXES = ['United', 'City', 'Rovers', 'Wanderers', 'Albion', 'FC', 'Town'];
const NICKNAMES = [
  'Hawks', 'Bears', 'Wolves', 'Falcons', 'Titans', 'Comets', 'Pioneers', 'Rangers', 'Stallions', 'Lynx',
  'Storm', 'Kings', 'Knights', 'Owls', 'Foxes', 'Sharks', 'Giants', 'Vipers', 'Eagles', 'Bisons',
]; // prettier-ignore
const GAMING_WORDS = [
  'Nova', 'Vortex', 'Apex', 'Cipher', 'Onyx', 'Zenith', 'Pulse', 'Rogue', 'Helix', 'Quasar',
  'Ember', 'Glitch', 'Nexus', 'Raptor', 'Specter', 'Titanium', 'Volt', 'Warden', 'Zephyr', 'Kraken',
]; // prettier-ignore
const GAMING_FORMS = ['Team {w}', '{w} Gaming', '{w} Esports', '{w} Club'];

/** An invented place name ("Kelwick"). */
export function placeName(...parts: readonly SeedPart[]): string {
  return `${PLACE_HEADS[pick(PLACE_HEADS.length, ...parts, 'head')]}${PLACE_TAILS[pick(PLACE_TAILS.length, ...parts, 'tail')]}`;
}

function surname(...parts: readonly SeedPart[]): string {
  return `${SURNAME_HEADS[pick(SURNAME_HEADS.length, ...parts, 'head')]}${SURNAME_TAILS[pick(SURNAME_TAILS.length, ...parts, 'tail')]}`;
}

/** A competitor's name in the sport's style; `parts` name the draw, so the same parts give the same name. */
export function competitorName(style: NamingStyle, ...parts: readonly SeedPart[]): string {
  switch (style) {
    case 'club': {
      const place = placeName(...parts);
      if (pick(2, ...parts, 'side') === 0)
        return `${CLUB_PREFIXES[pick(CLUB_PREFIXES.length, ...parts, 'prefix')]} ${place}`;
      return `${place} ${CLUB_SUFFIXES[pick(CLUB_SUFFIXES.length, ...parts, 'suffix')]}`;
    }
    case 'franchise':
      return `${placeName(...parts)} ${NICKNAMES[pick(NICKNAMES.length, ...parts, 'nickname')]}`;
    case 'player': {
      const initial = String.fromCharCode(65 + pick(26, ...parts, 'initial'));
      return `${initial}. ${surname(...parts)}`;
    }
    case 'gaming': {
      const word = GAMING_WORDS[pick(GAMING_WORDS.length, ...parts, 'word')]!;
      return GAMING_FORMS[pick(GAMING_FORMS.length, ...parts, 'form')]!.replace('{w}', word);
    }
  }
}
