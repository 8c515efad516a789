/** Errors, by the API's codes. */
export const ERRORS = {
  not_enough_money: {
    en: 'Not enough money for this bet.',
    fr: 'Solde insuffisant pour cette mise.',
    ar: 'الرصيد غير كافٍ لهذا الرهان.',
    ru: 'Недостаточно средств для этой ставки.',
  },
  transaction_limit: {
    en: 'This bet is outside the limits.',
    fr: 'Cette mise est hors des limites.',
    ar: 'هذا الرهان خارج الحدود.',
    ru: 'Ставка вне лимитов.',
  },
  session_expired: {
    en: 'Your game session has expired. Please reopen the game.',
    fr: 'Votre session de jeu a expiré. Rouvrez le jeu.',
    ar: 'انتهت جلسة اللعب. أعد فتح اللعبة.',
    ru: 'Игровая сессия истекла. Откройте игру заново.',
  },
  invalid_token: {
    en: 'This game link is invalid or has expired.',
    fr: 'Ce lien de jeu est invalide ou a expiré.',
    ar: 'رابط اللعبة غير صالح أو منتهي.',
    ru: 'Ссылка на игру недействительна или устарела.',
  },
  player_blocked: {
    en: 'Your account may not play.',
    fr: 'Votre compte ne peut pas jouer.',
    ar: 'لا يمكن لحسابك اللعب.',
    ru: 'Вашему аккаунту игра недоступна.',
  },
  play_limit_reached: {
    en: 'You have reached a wager or loss limit you set. You can review your limits in your profile.',
    fr: 'Vous avez atteint une limite de mise ou de perte que vous avez fixée. Vous pouvez revoir vos limites dans votre profil.',
    ar: 'لقد بلغت حدًّا للرهان أو للخسارة وضعته لنفسك. يمكنك مراجعة حدودك في ملفك الشخصي.',
    ru: 'Вы достигли лимита ставок или проигрыша, который сами установили. Свои лимиты можно посмотреть в профиле.',
  },
  wallet_unavailable: {
    en: 'The casino wallet did not answer. Your bet was not taken.',
    fr: 'Le portefeuille du casino n’a pas répondu. Votre mise n’a pas été prise.',
    ar: 'لم تستجب محفظة الكازينو. لم يُخصم رهانك.',
    ru: 'Кошелёк казино не ответил. Ставка не списана.',
  },
  round_rolled_back: {
    en: 'The round was cancelled and your stake refunded.',
    fr: 'La partie a été annulée et votre mise remboursée.',
    ar: 'أُلغيت الجولة وأعيد رهانك.',
    ru: 'Раунд отменён, ставка возвращена.',
  },
  game_not_found: {
    en: 'This game does not exist.',
    fr: 'Ce jeu n’existe pas.',
    ar: 'هذه اللعبة غير موجودة.',
    ru: 'Такой игры нет.',
  },
  invalid_request: {
    en: 'This bet is not valid.',
    fr: 'Cette mise n’est pas valide.',
    ar: 'هذا الرهان غير صالح.',
    ru: 'Недопустимая ставка.',
  },
  network: {
    en: 'No connection. Check your network and try again.',
    fr: 'Pas de connexion. Vérifiez votre réseau et réessayez.',
    ar: 'لا يوجد اتصال. تحقق من الشبكة وحاول مجددًا.',
    ru: 'Нет соединения. Проверьте сеть и повторите.',
  },
  internal_error: {
    en: 'Something went wrong. Please try again.',
    fr: 'Une erreur est survenue. Réessayez.',
    ar: 'حدث خطأ ما. حاول مجددًا.',
    ru: 'Что-то пошло не так. Повторите попытку.',
  },
} as const;
