import type { Catalog, TextContext } from './analysis-text';
import type { FactParam } from './prediction';
import { optionPrice } from './option-price';

/** Русские тексты анализа, по одному на код факта (коды: server/src/analysis/facts.ts). */

const list = (xs: FactParam | undefined) => (Array.isArray(xs) ? (xs as (string | number)[]) : []);
const n = (x: FactParam | undefined) => Number(x ?? 0);
const s = (x: FactParam | undefined) => String(x ?? '');
const q = (name: string) => `«${name}»`;

/** "на скриншоте 2" (предложный падеж). */
const onShot = (i: number) => `скриншоте ${i + 1}`;

function prices(p: Record<string, FactParam>, c: TextContext): string {
  const keys = list(p.keys).map(String);
  const ps = list(p.prices).map(Number);
  const shots = list(p.screenshots).map(Number);
  return keys
    .map((k, i) => {
      const price = ps[i] ?? 0;
      if (!(price > 1)) return `${c.label(k)} не прочитан`;
      return `${c.label(k)} ${c.price(price)}${shots[i] !== undefined && shots[i]! >= 0 ? ` (${c.shot(shots[i]!)})` : ''}`;
    })
    .join(', ');
}

/** "на 21 051 матче" / "на 20 370 матчах". */
const onMatches = (x: number, c: TextContext) => `на ${c.int(x)} ${c.plural(x, { one: 'матче', other: 'матчах' })}`;

const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/** Название второго мнения (issue 49): букмекер или консенсус ленты, консенсус скриншотов, рейтинги рынка. */
function referenceName(p: Record<string, FactParam>, c: TextContext): string {
  const name = s(p.name);
  if (p.kind === 'odds-feed') {
    const books = /^consensus:(\d+)$/.exec(name)?.[1];
    return books
      ? `консенсус ${c.int(Number(books))} ${c.plural(Number(books), { one: 'букмекера', other: 'букмекеров' })} из ленты коэффициентов`
      : `${name} (лента коэффициентов)`;
  }
  if (p.kind === 'screenshots') return 'консенсус ваших скриншотов';
  return 'рейтинги, выведенные из закрывающих цен Pinnacle';
}

/** Фора как в купоне: сторона и её линия («Финикс +14,5»). */
const spreadPick = (p: Record<string, FactParam>, c: TextContext) => {
  const side = p.key === 'home' || p.key === 'away' ? c.name(p.key) : null;
  if (!side) return p.line ? `фора ${c.line(s(p.line))}` : 'фора';
  return `фора ${q(p.line ? `${side} ${c.line(s(p.line))}` : side)}`;
};

const headline: Catalog['facts'] = {
  'headline.nothing-read': () =>
    'на скриншотах не удалось ничего прочитать (ни команд, ни коэффициентов). Загрузите более чёткий скриншот, где видны обе команды и коэффициенты на исход.',
  'headline.value': (p, c) =>
    `${c.label(s(p.key))} по коэффициенту ${c.price(n(p.price))}: оценка вероятности ${c.pct(n(p.p))} против ${c.pct(n(p.implied))} в коэффициенте, EV ${c.signedPct(n(p.ev))}; ставка ${c.pct(n(p.stake) / 100, 2)} банка (четверть Келли, с ограничением).`,
  'headline.small-edge': (p, c) =>
    `лучший вариант — ${c.label(s(p.key))}, коэффициент ${c.price(n(p.price))} — имеет EV ${c.signedPct(n(p.ev))}, это меньше минимального перевеса ${c.pct(n(p.minEdge), 0)}.`,
  'headline.no-edge': (p, c) =>
    `лучший вариант — ${c.label(s(p.key))}, коэффициент ${c.price(n(p.price))} — имеет EV ${c.signedPct(n(p.ev))}${p.margin != null ? `; маржа букмекера (${c.pct(n(p.margin))}) перекрывает возможный перевес` : ''}.`,
  'headline.partial': (p, c) =>
    `прочитана только часть рынка (${prices(p, c)}). Для справедливой вероятности нужны коэффициенты на все исходы или две команды, которые знает модель.`,
  'headline.model-only': () => 'коэффициенты не прочитаны, оценивать нечего; вероятности модели показаны только для справки.',
  'headline.nothing': () => 'коэффициенты не прочитаны, а команд нет в модели, поэтому вероятность оценить нельзя.',
  'headline.live': () =>
    'это коэффициенты лайва (на странице счёт или минута матча); предматчевый анализ к ним не применим. Проанализируйте матч до его начала.',
  'headline.single-price': (p, c) =>
    `${c.label(s(p.key))} по коэффициенту ${c.price(n(p.price))} окупается, если этот исход выигрывает в ${c.pct(n(p.implied))} случаев. По одному коэффициенту перевес не увидеть: добавьте скриншот всего рынка (все исходы) или коэффициент другого букмекера на этот исход.`,
  'headline.spread': (p, c) =>
    `${p.price ? `${spreadPick(p, c)} по коэффициенту ${c.price(n(p.price))} окупается, если сыграет в ${c.pct(n(p.implied))} случаев.` : `${spreadPick(p, c)}: коэффициент не прочитан.`} OddsLens анализирует исходы матча и победителя; шанс, что фора сыграет, не оценивается, поэтому вердикта и ставки нет.`,
  'headline.incomplete': (p, c) =>
    `прочитана только часть рынка (${prices(p, c)}). Не хватает коэффициента: ${list(p.missing)
      .map((k) => c.label(String(k)))
      .join(
        ', ',
      )}. Без него маржу букмекера не убрать и перевес не оценить; добавьте его на экране проверки.${p.model ? ' Модель силы команд показана только для справки: её проверенный вес — 0.' : ''}`,
  'headline.no-reference': (p, c) =>
    (n(p.books) > 1
      ? 'консенсус этих скриншотов не заслужил на истории права на ставку, а более точной справедливой цены для матча не нашлось.'
      : `коэффициенты одного букмекера не могут показать перевес: если убрать его собственную маржу, ожидаемая доходность каждого исхода равна минус этой марже${p.margin != null ? ` (${c.pct(n(p.margin))})` : ''}.`) +
    ` Чтобы получить справедливую цену со стороны, добавьте скриншот коэффициентов другого букмекера на этот матч; ещё один источник — лента коэффициентов, её подключает администратор сервиса.${p.shown ? ` ${cap(referenceName({ kind: p.shownKind ?? null, name: p.shown }, c))}: только для справки (результат на истории ниже).` : ''}`,
  'headline.unsure': (p, c) =>
    `${list(p.keys).length > 1 ? 'эти коэффициенты могли быть прочитаны' : 'этот коэффициент мог быть прочитан'} неверно: ${prices(p, c)}. Сверьте со скриншотом и подтвердите на экране проверки; до этого ставка не рекомендуется.`,
};

export const ru: Catalog = {
  facts: {
    ...headline,
    'verdict.value': () => 'Есть перевес: ',
    'verdict.small-edge': () => 'Перевес мал, ставка не рекомендуется: ',
    'verdict.no-bet': () => 'Ставка не рекомендуется: ',
    'verdict.cannot-judge': () => 'Оценить перевес нельзя: ',
    live: () => 'Коэффициенты лайва: на странице идёт матч (счёт или минута). Предматчевый анализ к ним не применим.',
    'unsure-price': (p, c) =>
      `Возможно, прочитано неверно: ${prices(p, c)}. На коэффициент, который мог быть прочитан неверно, ставка не рекомендуется; подтвердите его на экране проверки.`,
    margin: (p, c) =>
      `Маржа букмекера на ${onShot(n(p.screenshot))}: ${c.pct(n(p.margin), 2)} (сумма вероятностей в коэффициентах ${c.pct(n(p.booksum))}).`,
    fair: (p, c) => {
      const keys = list(p.keys).map(String);
      const probs = list(p.probs).map(Number);
      const k = n(p.n);
      return `Справедливые вероятности без маржи (${c.method(s(p.method))}, ${k > 1 ? `среднее по ${k} ${c.plural(k, { one: 'скриншоту', other: 'скриншотам' })}` : 'один скриншот'}): ${keys.map((key, i) => `${c.label(key)} ${c.pct(probs[i] ?? 0)}`).join(', ')}.`;
    },
    'best-prices': (p, c) => `Лучшие коэффициенты по скриншотам: ${prices(p, c)}.`,
    reference: (p, c) => {
      const keys = list(p.keys).map(String);
      const probs = list(p.probs).map(Number);
      const age = p.asOf
        ? p.kind === 'market-model'
          ? `, последний матч в данных — ${c.date(s(p.asOf))}`
          : `, цена от ${c.date(s(p.asOf))}`
        : '';
      return `Второе мнение, справедливые вероятности — ${referenceName(p, c)}${age}: ${keys.map((key, i) => `${c.label(key)} ${c.pct(probs[i] ?? 0)}`).join(', ')}.`;
    },
    'reference-track': (p, c) => {
      const what = p.price === 'best' ? 'лучший из нескольких коэффициентов' : 'коэффициент одного букмекера';
      const to = c.date(s(p.to)).replace(/\.$/, '');
      return `Такие ставки (${what} не меньше чем на ${c.pct(n(p.threshold), 0)} выше справедливой цены; источник — ${referenceName(p, c)}) принесли ${c.signedPct(n(p.roi))} ${onMatches(n(p.bets), c)} (95%-й интервал: от ${c.signedPct(n(p.roiLow))} до ${c.signedPct(n(p.roiHigh))}), а их CLV относительно закрывающей цены Pinnacle составил ${c.signedPct(n(p.clv))} (от ${c.signedPct(n(p.clvLow))} до ${c.signedPct(n(p.clvHigh))}); тестовые сезоны, с ${c.date(s(p.from))} по ${to}.${p.advises ? '' : ' Этого мало, чтобы советовать ставку: показано для справки.'}`;
    },
    model: (p, c) => {
      const probs = list(p.probs).map(Number);
      return `Модель силы команд (Эло, прошлых матчей в данных: ${c.int(n(p.matches))}): ${q(c.name('home'))} ${c.int(n(p.homeRating))} против ${q(c.name('away'))} ${c.int(n(p.awayRating))} → ${probs.map((x) => c.pct(x)).join(' / ')}.`;
    },
    'model-weight': (p, c) => {
      const better = n(p.lossModel) < n(p.lossMarket);
      const record = `${onMatches(n(p.validationMatches), c)} (${s(p.seasons)}) она была ${better ? 'точнее одних коэффициентов' : 'менее точной, чем одни коэффициенты'} (логарифмическая ошибка ${c.num(n(p.lossModel), 4)} против ${c.num(n(p.lossMarket), 4)})`;
      return n(p.weight) === 0
        ? `Наша модель силы команд показана для интереса и не меняет вероятности: ${record}.`
        : `Вес нашей модели силы команд в вероятностях — ${c.num(n(p.weight))}: ${record}.`;
    },
    spread: (p, c) =>
      `Купон, ${spreadPick(p, c)} по коэффициенту ${c.price(n(p.price))}. Это цена того, что фора сыграет, а не победы в матче, поэтому она не сравнивается с вероятностями исхода матча.`,
    slip: (p, c) =>
      `Купон: ${c.label(s(p.key))} по коэффициенту ${c.price(n(p.price))}, что соответствует вероятности ${c.pct(1 / n(p.price))}.`,
    'other-match': (p, c) => {
      const shots = list(p.screenshots).map(Number);
      if (p.reason === 'market')
        return `${shots.length > 1 ? 'Скриншоты' : 'Скриншот'} ${shots.map((i) => i + 1).join(', ')} ${shots.length > 1 ? 'показывают' : 'показывает'} этот матч в другом рынке (фора или исход матча рядом с ней) и ${shots.length > 1 ? 'разобраны' : 'разобран'} отдельно: цена форы — не цена исхода матча.`;
      const home = s(p.homeRu ?? p.home);
      const away = s(p.awayRu ?? p.away);
      const what = [home || away ? `${home || '?'} – ${away || '?'}` : null, p.date ? c.date(s(p.date)) : null]
        .filter(Boolean)
        .join(', ');
      const many = shots.length > 1;
      return `На скриншотах разные матчи: ${many ? 'скриншоты' : 'скриншот'} ${shots.map((i) => i + 1).join(', ')}${what ? ` (${what})` : ''} ${many ? 'разобраны' : 'разобран'} отдельно и не смешиваются с матчем ${q(c.name('home'))} – ${q(c.name('away'))}${p.reason === 'date' ? ': даты не совпадают' : ''}.`;
    },
    'high-margin': (p, c) =>
      `Высокая маржа букмекера (${c.pct(n(p.margin))}): обычно на исходы футбольных матчей она 2–6%; при высокой марже положительное матожидание маловероятно.`,
    inconsistent: (p, c) =>
      `Несогласованные коэффициенты на ${onShot(n(p.screenshot))}: сумма вероятностей ${c.pct(n(p.booksum))}, чего у букмекеров не бывает (ожидается 98–130%); вероятно, ошибка распознавания${p.left ? ', поэтому скриншот не учтён' : ''}.`,
    arbitrage: (p, c) => {
      const keys = list(p.keys).map(String);
      const splits = list(p.splits).map(Number);
      return `Арбитраж (вилка): лучшие коэффициенты по скриншотам этого матча дают в сумме ${c.pct(n(p.booksum))}, то есть гарантированные ${c.pct(n(p.profit))} при распределении одной суммы: ${keys.map((k, i) => `${c.label(k)} ${c.pct(splits[i] ?? 0)}`).join(', ')} (это одна совместная ставка, а не отдельные). Часто это устаревшие или неверно прочитанные коэффициенты, а букмекеры ограничивают игроков на вилках.`;
    },
    unread: (p, c) =>
      `Часть коэффициентов не прочитана: ${c.shot(n(p.screenshot))} (${list(p.keys)
        .map((k) => c.label(String(k)))
        .join(', ')}). Проверьте скриншот или добавьте тот, где видны все коэффициенты.`,
    'low-ocr': (p) =>
      `Низкая уверенность распознавания текста (${Math.round(n(p.score))}/100): проверьте команды и коэффициенты выше.`,
    'no-model': () => 'Модель силы команд недоступна; анализ только по коэффициентам.',
    'different-countries': (_p, c) =>
      `${q(c.name('home'))} и ${q(c.name('away'))} играют в лигах разных стран; их рейтинги несопоставимы, поэтому модель силы команд не использована.`,
    'team-unknown': (p) =>
      `Команда не распознана: ${list(p.names)
        .map((t) => q(String(t)))
        .join(', ')}. Модель силы команд не использована; анализ опирается только на коэффициенты.`,
    'stale-ratings': (p, c) =>
      `Рейтинги основаны на старых результатах (последние матчи в данных: ${q(c.name('home'))} ${c.date(s(p.home))}, ${q(c.name('away'))} ${c.date(s(p.away))}); они приближены к среднему по лиге и весят меньше.`,
    'nothing-read': () => 'Не удалось прочитать ни команды, ни коэффициенты.',
    responsible: () =>
      'Ставки связаны с реальным риском потерять деньги. Ставьте только ту сумму, которую готовы потерять, устанавливайте лимиты и обращайтесь за помощью, если игра перестала быть развлечением. 18+.',
  },
  label: (key, c) =>
    ({
      home: `Победа ${q(c.name('home'))} (П1)`,
      away: `Победа ${q(c.name('away'))} (П2)`,
      draw: 'Ничья (X)',
      '1X': `${q(c.name('home'))} не проиграет (1X)`,
      '12': 'Без ничьей: победа любой стороны (12)',
      X2: `${q(c.name('away'))} не проиграет (X2)`,
    })[key] ?? key,
  shortLabel: (key, c) =>
    ({
      home: `${c.name('home')} (П1)`,
      away: `${c.name('away')} (П2)`,
      draw: 'Ничья (X)',
      '1X': `${c.name('home')} или ничья (1X)`,
      '12': `${c.name('home')} или ${c.name('away')} (12)`,
      X2: `${c.name('away')} или ничья (X2)`,
    })[key] ?? key,
  fallbackName: (side, sport, threeWay) => {
    const player = ['tennis', 'table tennis', 'badminton', 'mma', 'boxing', 'darts', 'snooker'].includes(sport ?? '');
    if (player) return side === 'home' ? 'Игрок 1' : 'Игрок 2';
    if (!threeWay) return side === 'home' ? 'Участник 1' : 'Участник 2';
    return side === 'home' ? 'Хозяева' : 'Гости';
  },
  shot: (i) => `скриншот ${i + 1}`,
  methods: {
    shin: 'метод Шина',
    multiplicative: 'пропорциональный метод',
    additive: 'аддитивный метод',
    power: 'степенной метод',
  },
  option: {
    status: {
      recommended: 'Есть перевес',
      'value-not-staked': 'Перевес, без ставки',
      'small-edge': 'Перевес слишком мал',
      'no-edge': 'Нет перевеса',
      information: 'Для справки',
    },
    reasoning: (o, f, facts, c) => {
      const source =
        facts.source === 'model'
          ? 'только модель силы команд (нет полного набора коэффициентов, чтобы убрать маржу)'
          : facts.source === 'blend'
            ? `смесь рынка и модели, вес модели ${c.num(facts.modelWeight)}`
            : facts.source === 'reference' && facts.reference
              ? `второе мнение: ${referenceName({ kind: facts.reference.kind, name: facts.reference.name }, c)}`
              : `консенсус рынка, ${c.method(facts.method ?? 'shin')}`;
      const where = [...new Set(f.screenshots)].map((i) => c.shot(i)).join(', ');
      const price = optionPrice(o, f);
      const parts = [
        `Оценка вероятности ${c.pct(o.winProbability / 100)} (${source}) против ${c.pct(1 / price)}, заложенных в коэффициент ${c.price(price)} (${where}).`,
        ...(o.fairOdds ? [`Справедливый коэффициент ${c.price(o.fairOdds)}.`] : []),
        `Матожидание (EV) ${c.signedPct(o.expectedValue / 100)} на единицу ставки.`,
      ];
      if (f.synthetic)
        parts.push(
          `Синтетический коэффициент: его не показывал ни один букмекер; это доход от ставки на оба исхода (${f.sides.map((x) => c.label(x)).join(' + ')}) при делении суммы пропорционально 1/коэффициент.`,
        );
      parts.push(
        f.status === 'information'
          ? 'Только для справки: для оценки перевеса не хватает данных (см. вердикт), поэтому ставка не предлагается.'
          : f.status === 'recommended'
            ? `Четверть Келли: ${c.pct(o.suggestedStakePercent / 100, 2)} банка (не более ${c.pct(facts.stakeCapPercent / 100)}).`
            : f.status === 'value-not-staked'
              ? 'Перевес тоже выше минимального, но ставка не предлагается: на матч одна ставка, на лучший вариант, потому что исходы одного рынка пересекаются или исключают друг друга.'
              : `Ставка не предлагается: перевес меньше минимальных ${c.pct(facts.minEdge, 0)}.`,
      );
      return parts.join(' ');
    },
  },
};
