/** The live tables and the race. */
export const LIVE = {
  betsOpen: {
    en: 'Place your bets · {s} s',
    fr: 'Faites vos jeux · {s} s',
    ar: 'ضع رهاناتك · {s} ث',
    ru: 'Делайте ставки · {s} с',
  },
  betsClosed: { en: 'No more bets', fr: 'Rien ne va plus', ar: 'لا مزيد من الرهانات', ru: 'Ставки сделаны' },
  nextRound: {
    en: 'Next round in {s} s',
    fr: 'Prochaine manche dans {s} s',
    ar: 'الجولة التالية بعد {s} ث',
    ru: 'Следующий раунд через {s} с',
  },
  roundNo: { en: 'Round #{n}', fr: 'Manche n° {n}', ar: 'الجولة رقم {n}', ru: 'Раунд №{n}' },
  placeBet: { en: 'Place bet', fr: 'Miser', ar: 'راهن', ru: 'Поставить' },
  yourBets: {
    en: 'Your bets this round: {amount}',
    fr: 'Vos mises pour cette manche : {amount}',
    ar: 'رهاناتك في هذه الجولة: {amount}',
    ru: 'Ваши ставки в раунде: {amount}',
  },
  crashedAt: { en: 'Crashed at {m}', fr: 'Crash à {m}', ar: 'انفجر عند {m}', ru: 'Взрыв на {m}' },
  cashOut: { en: 'Cash out {amount}', fr: 'Encaisser {amount}', ar: 'اسحب {amount}', ru: 'Забрать {amount}' },
  cashedOut: {
    en: 'Cashed out at {m}: {amount}',
    fr: 'Encaissé à {m} : {amount}',
    ar: 'سحبت عند {m}: {amount}',
    ru: 'Забрано на {m}: {amount}',
  },
  autoCashout: { en: 'Auto cash-out at', fr: 'Encaissement auto à', ar: 'سحب تلقائي عند', ru: 'Автовывод на' },
  off: { en: 'Off', fr: 'Désactivé', ar: 'متوقف', ru: 'Выкл.' },
  crashRules: {
    en: 'A rocket takes off every round and its multiplier climbs from 1.00x until it crashes. Cash out before the crash to win your bet times the multiplier; an automatic cash-out pays when the crash point reaches it. The crash point is drawn from the round’s committed seed when bets close; every cash-out target returns 99 %.',
    fr: 'Une fusée décolle à chaque manche et son multiplicateur monte depuis 1,00x jusqu’au crash. Encaissez avant le crash pour gagner votre mise fois le multiplicateur ; l’encaissement automatique paie si le point de crash l’atteint. Le point de crash est tiré de la graine engagée de la manche à la fermeture des mises ; chaque objectif rend 99 %.',
    ar: 'تنطلق صاروخ في كل جولة ويرتفع مضاعفه من 1.00x حتى ينفجر. اسحب قبل الانفجار لتربح رهانك مضروبًا في المضاعف؛ السحب التلقائي يدفع إذا بلغته نقطة الانفجار. تُسحب نقطة الانفجار من بذرة الجولة الملتزم بها عند إغلاق الرهانات؛ كل هدف سحب يعيد 99%.',
    ru: 'Каждый раунд взлетает ракета, множитель растёт от 1,00x до взрыва. Заберите ставку до взрыва, чтобы получить ставку × множитель; автовывод платит, если точка взрыва его достигла. Точка взрыва вычисляется из заранее зафиксированного сида раунда при закрытии ставок; любая цель возвращает 99 %.',
  },
  liveRules: {
    en: 'Live table: one shared round every 30 seconds for all players. Bets are open for 20 seconds; the round’s seed hash is published before bets open and the seed is revealed after the spin.',
    fr: 'Table live : une manche commune toutes les 30 secondes pour tous les joueurs. Les mises sont ouvertes 20 secondes ; le hachage de la graine est publié avant l’ouverture des mises et la graine révélée après le lancer.',
    ar: 'طاولة مباشرة: جولة مشتركة كل 30 ثانية لجميع اللاعبين. تبقى الرهانات مفتوحة 20 ثانية؛ يُنشر هاش البذرة قبل فتح الرهانات وتُكشف البذرة بعد الدوران.',
    ru: 'Живой стол: общий раунд каждые 30 секунд для всех игроков. Ставки принимаются 20 секунд; хеш сида публикуется до открытия ставок, сам сид раскрывается после вращения.',
  },
  liveFairIntro: {
    en: 'Each round’s SHA-256 seed hash is published before bets open. After the round, check here that the revealed seed matches that hash and gives the same result; the check runs in your browser.',
    fr: 'Le hachage SHA-256 de la graine de chaque manche est publié avant l’ouverture des mises. Après la manche, vérifiez ici que la graine révélée correspond et donne le même résultat ; la vérification se fait dans votre navigateur.',
    ar: 'يُنشر هاش SHA-256 لبذرة كل جولة قبل فتح الرهانات. بعد الجولة تحقق هنا من أن البذرة المكشوفة تطابق الهاش وتعطي النتيجة نفسها؛ يجري التحقق في متصفحك.',
    ru: 'SHA-256 хеш сида каждого раунда публикуется до открытия ставок. После раунда проверьте здесь, что раскрытый сид совпадает с хешем и даёт тот же результат; проверка выполняется в вашем браузере.',
  },
  raceRules: {
    en: 'A virtual race every minute: six runners, each with fixed odds set by its chance to win. Bet on the winner while bets are open; the finishing order is drawn from the round’s committed seed when bets close. Every runner returns exactly 95 %.',
    fr: 'Une course virtuelle chaque minute : six partants, chacun à une cote fixe fixée par sa chance de gagner. Pariez sur le gagnant tant que les mises sont ouvertes ; l’arrivée est tirée de la graine engagée de la manche à la fermeture des mises. Chaque partant rend exactement 95 %.',
    ar: 'سباق افتراضي كل دقيقة: ستة متسابقين لكل منهم احتمال ثابت تحدده فرصته في الفوز. راهن على الفائز ما دامت الرهانات مفتوحة؛ يُسحب ترتيب الوصول من بذرة الجولة الملتزم بها عند إغلاق الرهانات. كل متسابق يعيد 95% بالضبط.',
    ru: 'Виртуальный забег каждую минуту: шесть участников с фиксированными коэффициентами по их шансам. Ставьте на победителя, пока приём ставок открыт; порядок финиша вычисляется из зафиксированного сида раунда при закрытии ставок. Каждый участник возвращает ровно 95 %.',
  },
} as const;
