/** Interface languages of the generated pages: their labels and how they print dates. */
import type { Rng } from './rng';

export type Lang = 'en' | 'ru' | 'es' | 'pt' | 'de' | 'fr' | 'it';

export interface Ui {
  sports: string;
  live: string;
  casino: string;
  promotions: string;
  help: string;
  support: string;
  football: string;
  login: string;
  register: string;
  username: string;
  password: string;
  draw: string;
  matchResult: string;
  doubleChance: string;
  total: string;
  handicap: string;
  btts: string;
  yes: string;
  no: string;
  over: string;
  under: string;
  betSlip: string;
  single: string;
  accumulator: string;
  stake: string;
  returns: string;
  totalOdds: string;
  placeBet: string;
  myBets: string;
  settled: string;
  won: string;
  lost: string;
  back: string;
  lay: string;
  matched: string;
  cookie: string;
  accept: string;
  seeAllPrizes: string;
  promoTitle: string;
  today: string;
  tomorrow: string;
  home: string;
  account: string;
  search: string;
  bestOdds: string;
  bookmaker: string;
  standings: string;
  played: string;
  points: string;
  markets: string;
  popular: string;
  upcoming: string;
  result: string;
  returned: string;
  downloadApp: string;
}

export const UI: Record<Lang, Ui> = {
  en: {
    sports: 'Sports',
    live: 'Live',
    casino: 'Casino',
    promotions: 'Promotions',
    help: 'Help',
    support: 'Support',
    football: 'Football',
    login: 'Log In',
    register: 'Join Now',
    username: 'Username',
    password: 'Password',
    draw: 'Draw',
    matchResult: 'Match Result',
    doubleChance: 'Double Chance',
    total: 'Total',
    handicap: 'Handicap',
    btts: 'Both Teams to Score',
    yes: 'Yes',
    no: 'No',
    over: 'Over',
    under: 'Under',
    betSlip: 'Bet Slip',
    single: 'Single',
    accumulator: 'Accumulator',
    stake: 'Stake',
    returns: 'Potential Returns',
    totalOdds: 'Total Odds',
    placeBet: 'Place Bet',
    myBets: 'My Bets',
    settled: 'Settled',
    won: 'Won',
    lost: 'Lost',
    back: 'Back',
    lay: 'Lay',
    matched: 'Matched',
    cookie: 'We use cookies to improve your experience. By continuing you agree to our Cookie Policy.',
    accept: 'Accept all',
    seeAllPrizes: 'See all prizes',
    promoTitle: 'Bet £10 Get £30 in Free Bets',
    today: 'Today',
    tomorrow: 'Tomorrow',
    home: 'Home',
    account: 'Account',
    search: 'Search',
    bestOdds: 'Best odds',
    bookmaker: 'Bookmaker',
    standings: 'Standings',
    played: 'P',
    points: 'Pts',
    markets: 'markets',
    popular: 'Popular',
    upcoming: 'Upcoming',
    result: 'Result',
    returned: 'Return',
    downloadApp: 'Download our app',
  },
  ru: {
    sports: 'Спорт',
    live: 'Лайв',
    casino: 'Казино',
    promotions: 'Акции',
    help: 'Помощь',
    support: 'Поддержка',
    football: 'Футбол',
    login: 'Войти',
    register: 'Регистрация',
    username: 'Логин',
    password: 'Пароль',
    draw: 'Ничья',
    matchResult: 'Исход матча',
    doubleChance: 'Двойной шанс',
    total: 'Тотал',
    handicap: 'Фора',
    btts: 'Обе забьют',
    yes: 'Да',
    no: 'Нет',
    over: 'Больше',
    under: 'Меньше',
    betSlip: 'Купон',
    single: 'Ординар',
    accumulator: 'Экспресс',
    stake: 'Сумма ставки',
    returns: 'Возможный выигрыш',
    totalOdds: 'Общий коэф.',
    placeBet: 'Сделать ставку',
    myBets: 'Мои ставки',
    settled: 'Рассчитанные',
    won: 'Выигрыш',
    lost: 'Проигрыш',
    back: 'За',
    lay: 'Против',
    matched: 'Сведено',
    cookie: 'Мы используем файлы cookie. Продолжая, вы соглашаетесь с политикой cookie.',
    accept: 'Принять',
    seeAllPrizes: 'Все призы',
    promoTitle: 'Фрибет 5000 ₽ новым игрокам',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    home: 'Главная',
    account: 'Профиль',
    search: 'Поиск',
    bestOdds: 'Лучший коэф.',
    bookmaker: 'Букмекер',
    standings: 'Турнирная таблица',
    played: 'И',
    points: 'О',
    markets: 'ставок',
    popular: 'Популярное',
    upcoming: 'Ближайшие',
    result: 'Результат',
    returned: 'Выплата',
    downloadApp: 'Скачайте приложение',
  },
  es: {
    sports: 'Deportes',
    live: 'En vivo',
    casino: 'Casino',
    promotions: 'Promociones',
    help: 'Ayuda',
    support: 'Soporte',
    football: 'Fútbol',
    login: 'Iniciar sesión',
    register: 'Regístrate',
    username: 'Usuario',
    password: 'Contraseña',
    draw: 'Empate',
    matchResult: 'Resultado final',
    doubleChance: 'Doble oportunidad',
    total: 'Total',
    handicap: 'Hándicap',
    btts: 'Ambos equipos marcan',
    yes: 'Sí',
    no: 'No',
    over: 'Más de',
    under: 'Menos de',
    betSlip: 'Boleto',
    single: 'Sencilla',
    accumulator: 'Combinada',
    stake: 'Importe',
    returns: 'Ganancia potencial',
    totalOdds: 'Cuota total',
    placeBet: 'Apostar',
    myBets: 'Mis apuestas',
    settled: 'Liquidadas',
    won: 'Ganada',
    lost: 'Perdida',
    back: 'A favor',
    lay: 'En contra',
    matched: 'Casado',
    cookie: 'Utilizamos cookies para mejorar tu experiencia. Al continuar aceptas nuestra política.',
    accept: 'Aceptar',
    seeAllPrizes: 'Ver todos los premios',
    promoTitle: 'Bono de bienvenida hasta 200 €',
    today: 'Hoy',
    tomorrow: 'Mañana',
    home: 'Inicio',
    account: 'Cuenta',
    search: 'Buscar',
    bestOdds: 'Mejor cuota',
    bookmaker: 'Casa',
    standings: 'Clasificación',
    played: 'PJ',
    points: 'Pts',
    markets: 'mercados',
    popular: 'Destacados',
    upcoming: 'Próximos',
    result: 'Resultado',
    returned: 'Retorno',
    downloadApp: 'Descarga la app',
  },
  pt: {
    sports: 'Esportes',
    live: 'Ao Vivo',
    casino: 'Cassino',
    promotions: 'Promoções',
    help: 'Ajuda',
    support: 'Suporte',
    football: 'Futebol',
    login: 'Entrar',
    register: 'Registrar',
    username: 'Usuário',
    password: 'Senha',
    draw: 'Empate',
    matchResult: 'Resultado Final',
    doubleChance: 'Dupla Hipótese',
    total: 'Total de Gols',
    handicap: 'Handicap',
    btts: 'Ambas Marcam',
    yes: 'Sim',
    no: 'Não',
    over: 'Mais de',
    under: 'Menos de',
    betSlip: 'Boletim',
    single: 'Simples',
    accumulator: 'Múltipla',
    stake: 'Valor',
    returns: 'Retorno potencial',
    totalOdds: 'Odds totais',
    placeBet: 'Apostar',
    myBets: 'Minhas Apostas',
    settled: 'Resolvidas',
    won: 'Ganha',
    lost: 'Perdida',
    back: 'A favor',
    lay: 'Contra',
    matched: 'Correspondido',
    cookie: 'Usamos cookies para melhorar sua experiência. Ao continuar, você concorda.',
    accept: 'Aceitar',
    seeAllPrizes: 'Ver todos os prêmios',
    promoTitle: 'Bônus de até R$ 500',
    today: 'Hoje',
    tomorrow: 'Amanhã',
    home: 'Início',
    account: 'Conta',
    search: 'Buscar',
    bestOdds: 'Melhor odd',
    bookmaker: 'Casa',
    standings: 'Classificação',
    played: 'J',
    points: 'Pts',
    markets: 'mercados',
    popular: 'Em alta',
    upcoming: 'Próximos',
    result: 'Resultado',
    returned: 'Retorno',
    downloadApp: 'Baixe o app',
  },
  de: {
    sports: 'Sportwetten',
    live: 'Live',
    casino: 'Casino',
    promotions: 'Aktionen',
    help: 'Hilfe',
    support: 'Support',
    football: 'Fußball',
    login: 'Anmelden',
    register: 'Registrieren',
    username: 'Benutzername',
    password: 'Passwort',
    draw: 'Unentschieden',
    matchResult: 'Endergebnis',
    doubleChance: 'Doppelte Chance',
    total: 'Über/Unter',
    handicap: 'Handicap',
    btts: 'Beide Teams treffen',
    yes: 'Ja',
    no: 'Nein',
    over: 'Über',
    under: 'Unter',
    betSlip: 'Wettschein',
    single: 'Einzelwette',
    accumulator: 'Kombiwette',
    stake: 'Einsatz',
    returns: 'Möglicher Gewinn',
    totalOdds: 'Gesamtquote',
    placeBet: 'Wette platzieren',
    myBets: 'Meine Wetten',
    settled: 'Abgerechnet',
    won: 'Gewonnen',
    lost: 'Verloren',
    back: 'Back',
    lay: 'Lay',
    matched: 'Gematcht',
    cookie: 'Wir verwenden Cookies, um Ihr Erlebnis zu verbessern. Mit der Nutzung stimmen Sie zu.',
    accept: 'Akzeptieren',
    seeAllPrizes: 'Alle Preise ansehen',
    promoTitle: '100 € Willkommensbonus',
    today: 'Heute',
    tomorrow: 'Morgen',
    home: 'Start',
    account: 'Konto',
    search: 'Suche',
    bestOdds: 'Beste Quote',
    bookmaker: 'Buchmacher',
    standings: 'Tabelle',
    played: 'Sp.',
    points: 'Pkt.',
    markets: 'Wetten',
    popular: 'Top-Spiele',
    upcoming: 'Demnächst',
    result: 'Ergebnis',
    returned: 'Auszahlung',
    downloadApp: 'Hol dir die App',
  },
  fr: {
    sports: 'Paris sportifs',
    live: 'En direct',
    casino: 'Casino',
    promotions: 'Promotions',
    help: 'Aide',
    support: 'Assistance',
    football: 'Football',
    login: 'Connexion',
    register: "S'inscrire",
    username: 'Identifiant',
    password: 'Mot de passe',
    draw: 'Nul',
    matchResult: 'Résultat du match',
    doubleChance: 'Double chance',
    total: 'Plus/Moins',
    handicap: 'Handicap',
    btts: 'Les deux équipes marquent',
    yes: 'Oui',
    no: 'Non',
    over: 'Plus de',
    under: 'Moins de',
    betSlip: 'Coupon',
    single: 'Simple',
    accumulator: 'Combiné',
    stake: 'Mise',
    returns: 'Gains potentiels',
    totalOdds: 'Cote totale',
    placeBet: 'Parier',
    myBets: 'Mes paris',
    settled: 'Terminés',
    won: 'Gagné',
    lost: 'Perdu',
    back: 'Pour',
    lay: 'Contre',
    matched: 'Apparié',
    cookie: 'Nous utilisons des cookies pour améliorer votre expérience. En continuant, vous les acceptez.',
    accept: 'Tout accepter',
    seeAllPrizes: 'Voir tous les lots',
    promoTitle: "Jusqu'à 100 € remboursés",
    today: "Aujourd'hui",
    tomorrow: 'Demain',
    home: 'Accueil',
    account: 'Compte',
    search: 'Rechercher',
    bestOdds: 'Meilleure cote',
    bookmaker: 'Opérateur',
    standings: 'Classement',
    played: 'J',
    points: 'Pts',
    markets: 'paris',
    popular: 'À la une',
    upcoming: 'À venir',
    result: 'Résultat',
    returned: 'Gain',
    downloadApp: "Téléchargez l'appli",
  },
  it: {
    sports: 'Scommesse',
    live: 'Live',
    casino: 'Casinò',
    promotions: 'Promozioni',
    help: 'Aiuto',
    support: 'Assistenza',
    football: 'Calcio',
    login: 'Accedi',
    register: 'Registrati',
    username: 'Nome utente',
    password: 'Password',
    draw: 'Pareggio',
    matchResult: 'Esito finale',
    doubleChance: 'Doppia chance',
    total: 'Under/Over',
    handicap: 'Handicap',
    btts: 'Goal/No goal',
    yes: 'Sì',
    no: 'No',
    over: 'Over',
    under: 'Under',
    betSlip: 'Schedina',
    single: 'Singola',
    accumulator: 'Multipla',
    stake: 'Importo',
    returns: 'Vincita potenziale',
    totalOdds: 'Quota totale',
    placeBet: 'Scommetti',
    myBets: 'Le mie scommesse',
    settled: 'Concluse',
    won: 'Vinta',
    lost: 'Persa',
    back: 'Punta',
    lay: 'Banca',
    matched: 'Abbinato',
    cookie: "Usiamo i cookie per migliorare la tua esperienza. Continuando ne accetti l'uso.",
    accept: 'Accetta tutti',
    seeAllPrizes: 'Vedi tutti i premi',
    promoTitle: 'Bonus di benvenuto fino a 100 €',
    today: 'Oggi',
    tomorrow: 'Domani',
    home: 'Home',
    account: 'Conto',
    search: 'Cerca',
    bestOdds: 'Quota migliore',
    bookmaker: 'Bookmaker',
    standings: 'Classifica',
    played: 'G',
    points: 'Pt',
    markets: 'scommesse',
    popular: 'In evidenza',
    upcoming: 'Prossimi',
    result: 'Risultato',
    returned: 'Vincita',
    downloadApp: "Scarica l'app",
  },
};

const MONTHS: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
};
const WEEKDAYS: Record<Lang, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ru: ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'],
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  pt: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  de: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  fr: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
  it: ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'],
};

export interface DateLabel {
  /** null when the printed text names no calendar day ("Today 20:45"). */
  month: number | null;
  day: number | null;
  /** 24-hour "HH:MM"; null when no time is printed. */
  time: string | null;
}

export interface Kickoff {
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const KICKOFF_TIMES: [number, number][] = [
  [12, 30],
  [13, 0],
  [14, 0],
  [15, 0],
  [16, 0],
  [16, 30],
  [17, 30],
  [18, 0],
  [18, 30],
  [19, 0],
  [19, 30],
  [19, 45],
  [20, 0],
  [20, 45],
  [21, 0],
  [21, 15],
  [22, 0],
];

export function randomKickoff(rng: Rng, base?: { month: number; day: number }): Kickoff {
  const [hour, minute] = rng.pick(KICKOFF_TIMES);
  if (base) return { ...base, hour, minute };
  const month = rng.int(1, 12);
  const day = rng.int(1, new Date(Date.UTC(2026, month, 0)).getUTCDate());
  return { month, day, hour, minute };
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (k: Kickoff) => `${pad(k.hour)}:${pad(k.minute)}`;

/** Date print styles; each image picks one and keeps it (bookmakers are consistent within a page). */
export type DateStyle = 'weekday-day-month' | 'dotted' | 'relative' | 'day-month-words' | 'us' | 'slashed' | 'time-only';

export function randomDateStyle(rng: Rng, lang: Lang): DateStyle {
  const styles: DateStyle[] =
    lang === 'en'
      ? ['weekday-day-month', 'dotted', 'relative', 'us', 'slashed', 'day-month-words']
      : ['weekday-day-month', 'dotted', 'relative', 'day-month-words', 'slashed'];
  return rng.pick(styles);
}

/**
 * Prints a kickoff in a style, with its label. `isToday`/`isTomorrow` make the relative style print "Today 20:45";
 * other kickoffs in the relative style print as dotted dates.
 */
export function printDate(
  k: Kickoff,
  style: DateStyle,
  lang: Lang,
  rel: 'today' | 'tomorrow' | null = null,
): { text: string; label: DateLabel } {
  const ui = UI[lang];
  const full: DateLabel = { month: k.month, day: k.day, time: hhmm(k) };
  const weekday = WEEKDAYS[lang][new Date(Date.UTC(2026, k.month - 1, k.day)).getUTCDay()]!;
  const month = MONTHS[lang][k.month - 1]!;
  switch (style) {
    case 'weekday-day-month':
      if (lang === 'ru') return { text: `${weekday} ${pad(k.day)}.${pad(k.month)} ${hhmm(k)}`, label: full };
      if (lang === 'de') return { text: `${weekday} ${pad(k.day)}.${pad(k.month)}. ${hhmm(k)}`, label: full };
      return { text: `${weekday} ${k.day} ${month} ${hhmm(k)}`, label: full };
    case 'dotted':
      return { text: `${pad(k.day)}.${pad(k.month)} ${hhmm(k)}`, label: full };
    case 'slashed':
      return { text: `${pad(k.day)}/${pad(k.month)} ${hhmm(k)}`, label: full };
    case 'day-month-words':
      return { text: lang === 'de' ? `${k.day}. ${month} ${hhmm(k)}` : `${k.day} ${month} ${hhmm(k)}`, label: full };
    case 'us': {
      const h12 = k.hour % 12 === 0 ? 12 : k.hour % 12;
      return { text: `${month} ${k.day}, ${h12}:${pad(k.minute)} ${k.hour < 12 ? 'AM' : 'PM'}`, label: full };
    }
    case 'time-only':
      return { text: hhmm(k), label: { month: null, day: null, time: hhmm(k) } };
    case 'relative':
      if (rel === 'today') return { text: `${ui.today} ${hhmm(k)}`, label: { month: null, day: null, time: hhmm(k) } };
      if (rel === 'tomorrow') return { text: `${ui.tomorrow} ${hhmm(k)}`, label: { month: null, day: null, time: hhmm(k) } };
      return { text: `${pad(k.day)}.${pad(k.month)} ${hhmm(k)}`, label: full };
  }
}

/** A day heading for list groups ("Sat 14 Mar", "14 марта"), no label of its own. */
export function printDayHeading(k: { month: number; day: number }, lang: Lang): string {
  const weekday = WEEKDAYS[lang][new Date(Date.UTC(2026, k.month - 1, k.day)).getUTCDay()]!;
  const month = MONTHS[lang][k.month - 1]!;
  return lang === 'ru' ? `${k.day} ${month}, ${weekday}` : `${weekday} ${k.day} ${month}`;
}
