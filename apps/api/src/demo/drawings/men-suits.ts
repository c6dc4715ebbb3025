import { mix } from './color.ts';
import type { Look } from './fabric.ts';
import { trousers } from './men-coats.ts';
import { button, cloth, type Drawing, line, mirror, sym } from './shapes.ts';

/** Suit, tuxedo or blazer: which lapel, how many buttons, what at the neck. */
type Cut = {
  lapel: 'notch' | 'peak' | 'shawl';
  buttons: 1 | 2 | 6;
  neck: 'bow' | 'tie' | 'open';
  satin: boolean;
  vest: boolean;
};

function cutOf(look: Look, blazer: boolean): Cut {
  const w = look.words;
  const tux = /Tuxedo/i.test(w);
  const double = /Double/i.test(w);
  return {
    lapel: /Shawl/i.test(w)
      ? 'shawl'
      : /Peak/i.test(w) || double
        ? 'peak'
        : tux && look.seed % 2
          ? 'peak'
          : 'notch',
    buttons: double ? 6 : tux ? 1 : 2,
    neck: tux ? 'bow' : blazer && look.seed % 3 === 0 ? 'open' : 'tie',
    satin: tux,
    vest: /Three-Piece/i.test(w),
  };
}

/** Where the front V closes (the top button). */
const closeAt = (c: Cut) => (c.buttons === 1 ? 222 : c.buttons === 2 ? 212 : 200);

function jacketFront(c: Cut): string {
  const v = closeAt(c);
  return sym(
    `M200 ${v} L187 63 L179 58 C160 64 140 70 121 78 C117 108 127 134 134 150 C137 190 140 214 139 236 C138 262 137 284 137 300 Q168 307 190 306 Q198 ${v + 60} 200 ${v + 34}`,
  );
}

const JACKET_BACK = sym(
  'M200 56 L179 57 C160 64 140 70 121 78 C117 108 127 134 134 150 C137 190 140 214 139 236 C138 262 137 284 137 300 Q168 306 200 306',
);
const SLEEVE = 'M122 76 C108 84 101 98 100 122 L90 298 L124 304 L140 160 C141 128 134 98 122 76Z';

function lapel(c: Cut): string {
  const v = closeAt(c);
  if (c.lapel === 'shawl') return `M187 62 C168 80 158 120 168 150 C178 176 192 196 199 ${v - 4} L187 63Z`;
  if (c.lapel === 'peak') return `M187 63 L178 60 L172 100 L152 90 L160 120 C172 150 188 186 199 ${v - 4}Z`;
  return `M187 63 L178 60 L170 100 L160 98 L158 112 C170 146 188 184 199 ${v - 4}Z`;
}

function neckwear(look: Look, c: Cut): string {
  const v = closeAt(c);
  const shirt = `<path d="M182 58 L218 58 L200 ${v}Z" fill="#fbfaf7" stroke="#d8d2c8" stroke-width="1"/><path d="M182 58 L196 74 L200 64 L204 74 L218 58" fill="#ffffff" stroke="#cfc8bd" stroke-width="1"/>`;
  if (c.neck === 'bow') {
    const bow = c.satin ? '#161416' : look.second.dark;
    return `${shirt}<path d="M200 72 L184 64 L184 82Z M200 72 L216 64 L216 82Z" fill="${bow}"/><rect x="196" y="67" width="8" height="10" rx="2" fill="${bow}"/>${line('M200 92 L200 200', '#cfc8bd', 1, 0.8)}<circle cx="200" cy="110" r="1.6" fill="#3a3a3a"/><circle cx="200" cy="140" r="1.6" fill="#3a3a3a"/>`;
  }
  if (c.neck === 'open') return shirt;
  const tie = look.second.base === look.main.base ? mix(look.main.base, '#ffffff', 0.4) : look.second.base;
  return `${shirt}<path d="M195 70 L205 70 L203 80 L197 80Z M197 80 L203 80 L209 ${v - 10} L200 ${v} L191 ${v - 10}Z" fill="${tie}" stroke="${mix(tie, '#000000', 0.3)}" stroke-width=".8"/>`;
}

function vest(look: Look, c: Cut): string {
  const v = closeAt(c);
  const d = `M184 92 L200 ${v + 28} L216 92 L220 ${v + 10} L180 ${v + 10}Z`;
  return `<path d="${d}" fill="url(#${look.id}-fab)" stroke="${look.main.deep}" stroke-width="1"/>${[
    150, 170, 190,
  ]
    .filter((y) => y < v + 4)
    .map((y) => button(look, 200, y, 2.4))
    .join('')}`;
}

function buttons(look: Look, c: Cut): string {
  const v = closeAt(c);
  if (c.buttons === 6)
    return [0, 1, 2]
      .map((i) => button(look, 186, v + 4 + i * 28) + button(look, 214, v + 4 + i * 28))
      .join('');
  if (c.buttons === 1) return button(look, 200, v + 4, 4);
  return button(look, 200, v + 4, 4) + button(look, 200, v + 40, 4);
}

function pockets(look: Look, square: boolean): string {
  const flap = 'M146 262 L180 260 L181 270 L147 272Z';
  const sq = square
    ? `<path d="M228 139 L236 126 L240 138 L246 128 L250 139Z" fill="${look.second.isDark ? look.second.light : look.second.base}"/>`
    : '';
  return `<path d="${flap}" fill="url(#${look.id}-fab)" stroke="${look.main.deep}" stroke-width="1"/><path d="${mirror(flap)}" fill="url(#${look.id}-fab)" stroke="${look.main.deep}" stroke-width="1"/>${line('M226 140 L252 139', look.main.deep, 1.6, 0.7)}${sq}`;
}

function suitLike(look: Look, view: 'front' | 'back', blazer: boolean): Drawing {
  const c = cutOf(look, blazer);
  const trouserCol = blazer && look.seed % 2 === 0 ? mix(look.second.base, '#8a8f98', 0.5) : look.main.dark;
  const parts = [trousers(286, trouserCol, look.main.deep)];
  const sleeves = cloth(look, SLEEVE) + cloth(look, mirror(SLEEVE));
  const cuffButtons = [282, 288, 294]
    .flatMap((y) =>
      [114 + (y - 282) * 0.3, 286 - (y - 282) * 0.3].map(
        (x) => `<circle cx="${x}" cy="${y}" r="1.6" fill="${look.main.deep}"/>`,
      ),
    )
    .join('');
  if (view === 'back') {
    parts.push(cloth(look, JACKET_BACK), sleeves);
    parts.push(
      line('M200 60 L200 306', look.main.deep, 1.1, 0.4),
      line('M200 262 L200 306', look.main.deep, 2, 0.6),
    );
    parts.push(
      `<path d="M180 56 Q200 64 220 56 L220 64 Q200 72 180 64Z" fill="url(#${look.id}-fab)" stroke="${look.main.deep}" stroke-width="1"/>`,
    );
    return { art: parts.join(''), silhouette: `${JACKET_BACK} ${SLEEVE} ${mirror(SLEEVE)}` };
  }
  parts.push(neckwear(look, c));
  if (c.vest) parts.push(vest(look, c));
  const front = jacketFront(c);
  parts.push(cloth(look, front), sleeves, cuffButtons);
  const lap = lapel(c);
  const lapelFill = c.satin ? (look.main.isDark ? '#0f0e10' : look.main.deep) : `url(#${look.id}-fab)`;
  for (const d of [lap, mirror(lap)]) {
    parts.push(`<path d="${d}" fill="${lapelFill}" stroke="${look.main.deep}" stroke-width="1.1"/>`);
    parts.push(`<path d="${d}" fill="url(#${look.id}-vol)" opacity="${c.satin ? 1 : 0.6}"/>`);
  }
  if (c.satin) parts.push(line('M164 118 C172 146 186 180 196 204', '#ffffff', 2, 0.18));
  parts.push(buttons(look, c), pockets(look, !c.satin || look.seed % 2 === 0));
  return { art: parts.join(''), silhouette: `${front} ${SLEEVE} ${mirror(SLEEVE)}` };
}

/** Designer suit or tuxedo (satin lapels and a bow tie for tuxedos). */
export function suit(look: Look, view: 'front' | 'back'): Drawing {
  return suitLike(look, view, false);
}

/** Blazer or formal suit: notch lapels, often with contrasting trousers. */
export function blazer(look: Look, view: 'front' | 'back'): Drawing {
  return suitLike(look, view, true);
}
