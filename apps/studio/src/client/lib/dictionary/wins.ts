/** Win presentation (slots and tables) and the refusal for lack of money. */
export const WINS = {
  winLine: { en: 'Line {n}', fr: 'Ligne {n}', ar: 'الخط {n}', ru: 'Линия {n}' },
  winWay: { en: '1 way', fr: '1 façon', ar: 'طريقة واحدة', ru: '1 способ' },
  winWays: { en: '{n} ways', fr: '{n} façons', ar: '{n} طرق', ru: 'Способов: {n}' },
  winScatter: { en: 'Scatter', fr: 'Scatter', ar: 'رمز التشتت', ru: 'Скаттер' },
  cascadeStep: { en: 'Tumble ×{m}', fr: 'Cascade ×{m}', ar: 'تساقط ×{m}', ru: 'Каскад ×{m}' },
  megaWin: { en: 'Mega win!', fr: 'Méga gain !', ar: 'ربح هائل!', ru: 'Мега-выигрыш!' },
  epicWin: { en: 'Epic win!', fr: 'Gain épique !', ar: 'ربح أسطوري!', ru: 'Эпический выигрыш!' },
  tapToContinue: {
    en: 'Tap to continue',
    fr: 'Touchez pour continuer',
    ar: 'انقر للمتابعة',
    ru: 'Нажмите, чтобы продолжить',
  },
  winningHand: { en: 'Winning hand', fr: 'Main gagnante', ar: 'اليد الرابحة', ru: 'Выигрышная рука' },
  notEnoughTitle: {
    en: 'Not enough money',
    fr: 'Solde insuffisant',
    ar: 'الرصيد غير كافٍ',
    ru: 'Недостаточно средств',
  },
  notEnoughReal: {
    en: 'Your balance does not cover this bet. Deposit to keep playing, or lower your bet.',
    fr: 'Votre solde ne couvre pas cette mise. Déposez pour continuer à jouer, ou baissez votre mise.',
    ar: 'رصيدك لا يغطي هذا الرهان. أودِع لمتابعة اللعب، أو اخفض رهانك.',
    ru: 'Вашего баланса не хватает на эту ставку. Пополните счёт, чтобы продолжить игру, или уменьшите ставку.',
  },
  notEnoughStandalone: {
    en: 'Your balance does not cover this bet. Deposit at the casino’s cashier, then come back to the game, or lower your bet.',
    fr: 'Votre solde ne couvre pas cette mise. Déposez à la caisse du casino puis revenez au jeu, ou baissez votre mise.',
    ar: 'رصيدك لا يغطي هذا الرهان. أودِع من خزينة الكازينو ثم عد إلى اللعبة، أو اخفض رهانك.',
    ru: 'Вашего баланса не хватает на эту ставку. Пополните счёт в кассе казино и вернитесь в игру или уменьшите ставку.',
  },
  notEnoughDemo: {
    en: 'Your play money does not cover this bet. Lower your bet, or reopen the demo to start again with a fresh balance.',
    fr: 'Votre argent fictif ne couvre pas cette mise. Baissez votre mise, ou rouvrez la démo pour repartir avec un nouveau solde.',
    ar: 'رصيدك التجريبي لا يغطي هذا الرهان. اخفض رهانك، أو أعد فتح العرض التجريبي لتبدأ برصيد جديد.',
    ru: 'Демо-баланса не хватает на эту ставку. Уменьшите ставку или откройте демо заново, чтобы начать с новым балансом.',
  },
  deposit: { en: 'Deposit', fr: 'Déposer', ar: 'إيداع', ru: 'Пополнить' },
} as const;
