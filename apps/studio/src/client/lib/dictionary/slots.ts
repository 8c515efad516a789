/** Slot rules. */
export const SLOTS = {
  rulesLines: {
    en: '{n} paylines pay from the leftmost reel to the right; only the highest win per line is paid.',
    fr: '{n} lignes payantes, de la bobine de gauche vers la droite ; seul le gain le plus élevé par ligne est payé.',
    ar: '{n} خطوط دفع تُحتسب من البكرة اليسرى إلى اليمين؛ يُدفع أعلى ربح فقط لكل خط.',
    ru: '{n} линий выплат, слева направо от первого барабана; на линии платится только наибольший выигрыш.',
  },
  rulesWays: {
    en: '243 ways: matching symbols on adjacent reels from the leftmost one win, in any row.',
    fr: '243 façons : des symboles identiques sur des bobines adjacentes, depuis la gauche, gagnent sur n’importe quelle rangée.',
    ar: '243 طريقة: الرموز المتطابقة على البكرات المتجاورة بدءًا من اليسار تربح في أي صف.',
    ru: '243 способа: одинаковые символы на соседних барабанах, начиная с левого, выигрывают в любом ряду.',
  },
  rulesCascade: {
    en: 'Tumbling reels: winning symbols burst and new ones fall in. Consecutive wins are multiplied by {m}.',
    fr: 'Rouleaux en cascade : les symboles gagnants éclatent et de nouveaux tombent. Les gains successifs sont multipliés par {m}.',
    ar: 'بكرات متساقطة: تنفجر الرموز الرابحة وتسقط رموز جديدة. تُضرب الأرباح المتتالية في {m}.',
    ru: 'Каскад: выигрышные символы исчезают, сверху падают новые. Последовательные выигрыши умножаются на {m}.',
  },
  rulesWild: {
    en: 'WILD substitutes for every symbol except the scatter.',
    fr: 'Le WILD remplace tous les symboles sauf le scatter.',
    ar: 'رمز WILD يحل محل كل الرموز عدا رمز التشتت.',
    ru: 'WILD заменяет любой символ, кроме скаттера.',
  },
  rulesScatter: {
    en: '3, 4 or 5 SCATTER symbols anywhere pay {pays} the total bet and award {spins} free spins, which can be won again during free spins.',
    fr: '3, 4 ou 5 symboles SCATTER n’importe où paient {pays} fois la mise totale et offrent {spins} tours gratuits, qui peuvent être regagnés pendant les tours gratuits.',
    ar: '3 أو 4 أو 5 من رموز SCATTER في أي مكان تدفع {pays} ضعف الرهان الكلي وتمنح {spins} دورات مجانية يمكن ربحها مجددًا أثناءها.',
    ru: '3, 4 или 5 символов SCATTER в любом месте платят {pays} общей ставки и дают {spins} бесплатных вращений, которые можно выиграть снова.',
  },
  rulesFreeMultiplier: {
    en: 'Every free-spin win is multiplied by {m}.',
    fr: 'Chaque gain des tours gratuits est multiplié par {m}.',
    ar: 'يُضرب كل ربح في الدورات المجانية في {m}.',
    ru: 'Каждый выигрыш в бесплатных вращениях умножается на {m}.',
  },
  rulesPays: {
    en: 'Pays for 3, 4 and 5 of a kind, in multiples of the total bet.',
    fr: 'Gains pour 3, 4 et 5 symboles, en multiples de la mise totale.',
    ar: 'الأرباح لـ 3 و4 و5 رموز متطابقة، بمضاعفات الرهان الكلي.',
    ru: 'Выплаты за 3, 4 и 5 символов, в кратных общей ставке.',
  },
  rulesServer: {
    en: 'Every outcome is decided by the game server from your seeds; nothing is decided in the browser. A malfunction voids all pays and plays.',
    fr: 'Chaque résultat est décidé par le serveur du jeu à partir de vos graines ; rien n’est décidé dans le navigateur. Un dysfonctionnement annule les mises et les gains.',
    ar: 'يحدد خادم اللعبة كل نتيجة من بذورك؛ لا يُحسم شيء في المتصفح. أي عطل يلغي كل الرهانات والأرباح.',
    ru: 'Каждый исход определяет игровой сервер по вашим сидам; в браузере ничего не решается. Сбой аннулирует все ставки и выплаты.',
  },
} as const;
