import { mix } from './color.ts';
import type { Look } from './fabric.ts';
import { button, cloth, type Drawing, line, mirror, sym, zari } from './shapes.ts';

const CHOLI = sym(
  'M200 92 C191 80 181 68 173 58 L153 61 C145 73 143 90 145 104 C147 128 150 148 152 166 Q176 171 200 170',
);
const CHOLI_BACK = sym(
  'M200 120 C186 112 178 80 174 60 L153 61 C145 73 143 90 145 104 C147 128 150 148 152 166 Q176 171 200 170',
);
const CHOLI_SLEEVE = 'M154 60 C138 64 126 78 121 100 L113 150 L141 156 L146 106 C146 88 150 72 154 60Z';
const SKIRT = sym('M200 180 L166 180 C148 262 84 380 38 470 Q118 494 200 494');
const HEM = 'M40 464 Q118 488 200 488 Q282 488 360 464';
const HEM_INNER = 'M62 424 Q128 444 200 444 Q272 444 338 424';

/** Pleats fanning from the waist to the hem, as alternating light and dark wedges. */
function pleats(n: number, shade: string): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = i / n;
    const t1 = (i + 0.5) / n;
    const top = (t: number) => 168 + t * 64;
    const bottom = (t: number) => 40 + t * 320;
    const yb = (t: number) => 470 + Math.sin(Math.PI * t) * 22;
    out.push(`M${top(t0)} 182 L${top(t1)} 182 L${bottom(t1)} ${yb(t1)} L${bottom(t0)} ${yb(t0)}Z`);
  }
  return `<path d="${out.join(' ')}" fill="${shade}" opacity=".09"/>`;
}

/** Alternating kalidar panels in the second cloth (chaniya cholis). */
function panels(look: Look, n: number): string {
  const out: string[] = [];
  for (let i = 1; i < n; i += 2) {
    const t0 = i / n;
    const t1 = (i + 1) / n;
    const x = (t: number, y: number) => 200 + (t - 0.5) * (64 + ((y - 182) / 306) * 256);
    out.push(`M${x(t0, 182)} 182 L${x(t1, 182)} 182 L${x(t1, 488)} 490 L${x(t0, 488)} 490Z`);
  }
  return `<path d="${out.join(' ')}" fill="url(#${look.id}-fab2)" opacity=".9"/>`;
}

/** Lehenga or chaniya choli: choli, flared skirt with a deep zari hem, sheer dupatta. */
export function lehenga(look: Look, view: 'front' | 'back'): Drawing {
  const chaniya = /Chaniya|Navratri/i.test(look.words);
  const veil = mix(look.second.base, '#ffffff', 0.15);
  const curtain = 'M150 64 C128 70 112 90 106 120 L82 430 L112 440 L150 120Z';
  const parts = [
    `<path d="${curtain}" fill="${veil}" opacity=".55"/><path d="${mirror(curtain)}" fill="${veil}" opacity=".55"/>`,
    zari(look, 'M82 430 L112 440', 6),
    zari(look, mirror('M82 430 L112 440'), 6),
    cloth(look, SKIRT, { fall: true }),
    `<clipPath id="${look.id}-skirt"><path d="${SKIRT}"/></clipPath>`,
  ];
  const inside = [
    chaniya ? panels(look, 14) : '',
    pleats(12, '#000'),
    `<g transform="translate(4 0)">${pleats(12, '#fff')}</g>`,
  ];
  inside.push(zari(look, HEM, 30), zari(look, HEM_INNER, 7), zari(look, 'M166 186 L234 186', 10));
  parts.push(
    `<g clip-path="url(#${look.id}-skirt)">${inside.join('')}</g>`,
    line(SKIRT, look.main.deep, 1.2, 0.5),
  );
  const choli = view === 'front' ? CHOLI : CHOLI_BACK;
  parts.push(cloth(look, CHOLI_SLEEVE), cloth(look, mirror(CHOLI_SLEEVE)), cloth(look, choli));
  parts.push(zari(look, 'M114 144 L141 150', 7), zari(look, mirror('M114 144 L141 150'), 7));
  parts.push(zari(look, 'M153 162 Q176 167 200 166 Q224 167 247 162', 6));
  if (view === 'front') {
    parts.push(zari(look, 'M173 60 C181 70 191 81 200 92 C209 81 219 70 227 60', 5));
    if (!chaniya) {
      // A sheer dupatta across the front, from the left shoulder to the right hip.
      const drape =
        'M226 60 C250 64 262 80 264 96 C270 180 280 260 300 330 L266 344 C240 260 210 200 150 150 C180 140 214 110 226 60Z';
      parts.push(`<path d="${drape}" fill="${veil}" opacity=".5"/>`, zari(look, 'M300 330 L266 344', 8));
      parts.push(line('M264 96 C270 180 280 260 300 330', look.metal.base, 2.4, 0.9));
    }
  } else {
    parts.push(line('M200 122 L200 168', look.main.deep, 1, 0.5));
    parts.push(
      `<path d="M190 132 Q200 128 210 132 M196 132 L186 186 M204 132 L214 190" fill="none" stroke="${look.metal.dark}" stroke-width="1.3"/>`,
    );
    parts.push(button(look, 186, 190, 3.4), button(look, 214, 194, 3.4));
  }
  return {
    art: parts.join(''),
    silhouette: `${SKIRT} ${CHOLI} ${CHOLI_SLEEVE} ${mirror(CHOLI_SLEEVE)} ${curtain} ${mirror(curtain)}`,
  };
}

const BODICE = sym(
  'M200 100 C194 88 182 82 171 86 C162 90 156 98 155 112 C155 142 160 170 168 198 Q184 202 200 202',
);
const BODICE_BACK = sym(
  'M200 84 C190 84 180 80 171 82 C162 88 156 98 155 112 C155 142 160 170 168 198 Q184 202 200 202',
);
/** The skirt sweeps further out on the right: the train. */
const GOWN_SKIRT =
  'M168 196 C150 262 70 380 26 474 Q110 496 200 496 Q312 500 394 484 C356 420 272 300 232 196Z';
const YOKE = sym(
  'M200 64 L185 61 C173 66 163 72 157 80 L156 112 C158 98 164 90 171 86 C182 82 194 88 200 100',
);
const GOWN_SLEEVE = 'M158 78 C142 84 132 100 128 122 L114 240 L140 244 L152 132 C154 110 156 92 158 78Z';

/** Wedding or reception gown: fitted bodice, full skirt with a train, lace hem. */
export function gown(look: Look, view: 'front' | 'back'): Drawing {
  const sleeves = !/Off-Shoulder/i.test(look.words) && look.seed % 2 === 0;
  const tulle = mix(look.main.base, '#ffffff', 0.35);
  const parts = [cloth(look, GOWN_SKIRT, { fall: true })];
  parts.push(`<clipPath id="${look.id}-gown"><path d="${GOWN_SKIRT}"/></clipPath>`);
  parts.push(`<g clip-path="url(#${look.id}-gown)">${pleats(9, '#000')}</g>`);
  parts.push(`<path d="${GOWN_SKIRT}" fill="${tulle}" opacity=".22"/>`);
  const scallops = Array.from({ length: 18 }, (_, i) => {
    const x = 34 + i * 20;
    const y = x < 200 ? 472 + ((x - 26) / 174) * 20 : 492 - ((x - 200) / 194) * 10;
    return `M${x - 10} ${y} q10 12 20 0`;
  }).join(' ');
  parts.push(
    line(scallops, '#ffffff', 2.2, 0.6),
    line(scallops.replace(/q10 12/g, 'q10 8'), look.main.light, 1, 0.8),
  );
  for (const [x0, x1] of [
    [186, 120],
    [214, 300],
    [200, 200],
  ] as const) {
    parts.push(line(`M${x0} 204 C${x0} 300 ${x1} 380 ${x1} 480`, look.main.deep, 1.2, 0.25));
  }
  if (sleeves) {
    const sheer = mix(look.main.base, '#ffffff', 0.25);
    const sheerPart = (d: string) =>
      `<path d="${d}" fill="${sheer}" opacity=".5" stroke="${look.main.dark}" stroke-width=".8" stroke-opacity=".5"/><path d="${d}" fill="url(#${look.id}-fab2)" opacity=".25"/>`;
    parts.push(sheerPart(YOKE), sheerPart(GOWN_SLEEVE), sheerPart(mirror(GOWN_SLEEVE)));
  } else if (/Off-Shoulder/i.test(look.words)) {
    const band = 'M170 90 C156 90 140 96 126 108 L132 124 C146 112 160 106 172 106Z';
    parts.push(cloth(look, band), cloth(look, mirror(band)));
  }
  parts.push(cloth(look, view === 'front' ? BODICE : BODICE_BACK));
  parts.push(
    `<path d="${view === 'front' ? BODICE : BODICE_BACK}" fill="url(#${look.id}-fab2)" opacity="${look.fabric === 'sequin' ? 0.5 : 0}"/>`,
  );
  parts.push(zari(look, 'M168 196 Q184 200 200 200 Q216 200 232 196', 6));
  if (view === 'back') {
    const laces = [120, 140, 160, 180]
      .map((y) => `M194 ${y} L206 ${y + 10} M206 ${y} L194 ${y + 10}`)
      .join(' ');
    parts.push(line(laces, look.metal.base, 1.2, 0.9), line('M200 86 L200 200', look.main.deep, 1, 0.5));
  } else {
    parts.push(
      zari(
        look,
        'M156 104 C162 90 174 82 186 88 C192 92 198 98 200 102 C202 98 208 92 214 88 C226 82 238 90 244 104',
        4,
      ),
    );
  }
  return { art: parts.join(''), silhouette: `${GOWN_SKIRT} ${BODICE}` };
}
