// Deterministic SVG placeholders for the demo catalogue: product "photos" (800×800)
// and wide banners (1200×400). Pure string building, no text, fonts, images or filters,
// so the output renders identically in browsers and in librsvg (sharp).
import type { IconKind } from './demo-catalogue.ts';

// ---------------------------------------------------------------------------
// Seeded randomness and colour helpers
// ---------------------------------------------------------------------------

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
function makeRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number): number => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number): string =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

interface Palette {
  /** main accent colour */
  a: string;
  /** darker accent */
  ad: string;
  /** light accent */
  al: string;
  /** very light accent */
  ax: string;
  /** background hues */
  bg1: string;
  bg2: string;
  bg3: string;
  /** floor / stage tone */
  stage: string;
  hue: number;
  rng: () => number;
}

// Pleasant accent hues (blue, teal, green, violet, pink, coral, amber, indigo, cyan).
const ACCENT_HUES = [205, 172, 148, 262, 332, 12, 36, 225, 190];

function makePalette(icon: IconKind, seed: number): Palette {
  const rng = makeRng((Math.imul(seed | 0, 2654435761) ^ hashString(icon)) >>> 0);
  const base = ACCENT_HUES[Math.floor(rng() * ACCENT_HUES.length)] ?? 205;
  const hue = base + Math.round((rng() - 0.5) * 16);
  const sat = 58 + Math.round(rng() * 14);
  const light = 48 + Math.round(rng() * 6);
  const bgHue = hue + Math.round((rng() - 0.5) * 60);
  return {
    a: hsl(hue, sat, light),
    ad: hsl(hue, sat - 5, light - 16),
    al: hsl(hue, sat + 5, 80),
    ax: hsl(hue, sat + 10, 92),
    bg1: hsl(bgHue, 70, 97),
    bg2: hsl(bgHue + 20, 55, 90),
    bg3: hsl(hue, 45, 86),
    stage: hsl(bgHue, 30, 82),
    hue,
    rng,
  };
}

// Neutral tones shared by all illustrations.
const W = '#ffffff';
const L = '#e6ebf0';
const M = '#b3bec9';
const G = '#8a97a5';
const D = '#35414d';
const SCREEN = '#23313c';
const LCD = '#7ff0c8';
const RED = '#e5484d';

// ---------------------------------------------------------------------------
// Icon illustrations, each drawn in a 400×400 box with the ground at y≈370
// ---------------------------------------------------------------------------

function heartArt(p: Palette): string {
  // Blood-pressure monitor with its arm cuff and tube.
  return `
  <path d="M96 236 C 92 150, 130 120, 162 178" fill="none" stroke="${G}" stroke-width="9" stroke-linecap="round"/>
  <g transform="rotate(-14 90 290)">
    <rect x="22" y="218" width="140" height="146" rx="34" fill="${D}"/>
    <rect x="34" y="236" width="116" height="44" rx="14" fill="${p.ad}"/>
    <rect x="34" y="236" width="116" height="12" rx="6" fill="${W}" opacity="0.18"/>
    <rect x="140" y="296" width="30" height="44" rx="10" fill="none" stroke="${M}" stroke-width="7"/>
    <rect x="34" y="300" width="90" height="8" rx="4" fill="${W}" opacity="0.12"/>
  </g>
  <rect x="160" y="124" width="200" height="236" rx="32" fill="${M}"/>
  <rect x="160" y="112" width="200" height="236" rx="32" fill="${W}"/>
  <rect x="182" y="136" width="156" height="112" rx="14" fill="${p.ax}"/>
  <rect x="198" y="152" width="86" height="24" rx="5" fill="${SCREEN}" opacity="0.85"/>
  <rect x="198" y="186" width="64" height="20" rx="5" fill="${SCREEN}" opacity="0.7"/>
  <rect x="198" y="216" width="44" height="16" rx="4" fill="${SCREEN}" opacity="0.5"/>
  <path d="M312 168 c -8 -10 -24 -6 -24 6 c 0 10 14 18 24 26 c 10 -8 24 -16 24 -26 c 0 -12 -16 -16 -24 -6 z" fill="${RED}"/>
  <circle cx="260" cy="296" r="30" fill="${p.a}"/>
  <circle cx="260" cy="296" r="20" fill="${W}" opacity="0.25"/>
  <circle cx="198" cy="296" r="12" fill="${L}"/>
  <circle cx="322" cy="296" r="12" fill="${L}"/>`;
}

function thermometerArt(p: Palette): string {
  const ticks: string[] = [];
  for (let i = 0; i < 9; i++) {
    const y = 70 + i * 24;
    ticks.push(`<rect x="232" y="${y}" width="${i % 2 === 0 ? 22 : 12}" height="5" rx="2.5" fill="${G}"/>`);
  }
  return `
  <g transform="rotate(28 200 210)">
    <rect x="170" y="40" width="60" height="280" rx="30" fill="${M}" transform="translate(6 6)" opacity="0.5"/>
    <rect x="170" y="40" width="60" height="280" rx="30" fill="${W}"/>
    <circle cx="200" cy="320" r="48" fill="${W}"/>
    <circle cx="200" cy="320" r="33" fill="${p.a}"/>
    <rect x="191" y="112" width="18" height="212" rx="9" fill="${p.a}"/>
    <rect x="184" y="56" width="10" height="240" rx="5" fill="${p.ax}"/>
    <circle cx="188" cy="308" r="9" fill="${W}" opacity="0.5"/>
    ${ticks.join('\n    ')}
    <rect x="174" y="30" width="52" height="26" rx="13" fill="${p.ad}"/>
  </g>`;
}

function dropArt(p: Palette): string {
  // Glucometer with a test strip and a blood drop.
  return `
  <rect x="168" y="138" width="180" height="232" rx="40" fill="${M}"/>
  <rect x="168" y="126" width="180" height="232" rx="40" fill="${p.a}"/>
  <rect x="232" y="64" width="52" height="84" rx="6" fill="${W}"/>
  <rect x="232" y="64" width="52" height="22" rx="6" fill="${p.al}"/>
  <rect x="244" y="96" width="28" height="6" rx="3" fill="${M}"/>
  <rect x="190" y="150" width="136" height="100" rx="16" fill="${p.ax}"/>
  <rect x="208" y="170" width="82" height="26" rx="6" fill="${SCREEN}" opacity="0.85"/>
  <rect x="208" y="206" width="54" height="18" rx="5" fill="${SCREEN}" opacity="0.55"/>
  <rect x="206" y="282" width="104" height="34" rx="17" fill="${W}" opacity="0.9"/>
  <rect x="244" y="292" width="28" height="14" rx="7" fill="${p.al}"/>
  <path d="M98 126 C 98 126, 36 206, 36 250 A 62 62 0 0 0 160 250 C 160 206, 98 126, 98 126 Z" fill="${RED}"/>
  <ellipse cx="74" cy="246" rx="12" ry="22" fill="${W}" opacity="0.45" transform="rotate(20 74 246)"/>`;
}

function pulseArt(p: Palette): string {
  // Fingertip pulse oximeter clamped on a finger.
  return `
  <rect x="96" y="206" width="244" height="124" rx="56" fill="${p.ad}"/>
  <rect x="96" y="196" width="244" height="124" rx="56" fill="${p.a}"/>
  <rect x="14" y="196" width="220" height="70" rx="35" fill="#f1c29c"/>
  <rect x="14" y="196" width="220" height="26" rx="13" fill="#f6d3b4"/>
  <rect x="30" y="204" width="44" height="24" rx="12" fill="#fbe4d2"/>
  <rect x="96" y="104" width="244" height="114" rx="52" fill="${W}"/>
  <rect x="96" y="196" width="244" height="14" fill="${L}"/>
  <rect x="148" y="126" width="150" height="70" rx="12" fill="${SCREEN}"/>
  <path d="M158 164 L 186 164 L 196 140 L 210 186 L 222 152 L 230 164 L 246 164" fill="none" stroke="${LCD}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="256" y="140" width="30" height="12" rx="3" fill="${LCD}"/>
  <rect x="256" y="162" width="22" height="12" rx="3" fill="${p.al}"/>
  <circle cx="318" cy="160" r="9" fill="${p.a}"/>
  <path d="M40 92 L 82 92 L 96 62 L 116 122 L 132 80 L 142 92 L 170 92" fill="none" stroke="${RED}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`;
}

function lungsArt(p: Palette): string {
  const lung = `M178 128 C 128 112, 70 180, 62 262 C 56 322, 88 356, 132 350 C 168 345, 182 322, 182 292 L 182 152 C 182 140, 182 130, 178 128 Z`;
  return `
  <rect x="189" y="36" width="22" height="140" rx="11" fill="${p.ad}"/>
  <path d="${lung}" fill="${p.a}"/>
  <path d="${lung}" fill="${p.a}" transform="translate(400 0) scale(-1 1)"/>
  <path d="M200 168 L 150 214 M200 168 L 250 214" stroke="${p.ad}" stroke-width="16" stroke-linecap="round" fill="none"/>
  <path d="M150 214 L 120 250 M150 214 L 150 262 M132 236 L 104 232 M150 262 L 130 300 M150 262 L 166 296" stroke="${p.al}" stroke-width="9" stroke-linecap="round" fill="none"/>
  <path d="M250 214 L 280 250 M250 214 L 250 262 M268 236 L 296 232 M250 262 L 270 300 M250 262 L 234 296" stroke="${p.al}" stroke-width="9" stroke-linecap="round" fill="none"/>
  <ellipse cx="112" cy="196" rx="14" ry="30" fill="${W}" opacity="0.3" transform="rotate(25 112 196)"/>
  <ellipse cx="288" cy="196" rx="14" ry="30" fill="${W}" opacity="0.3" transform="rotate(-25 288 196)"/>`;
}

function oxygenArt(p: Palette): string {
  return `
  <path d="M226 74 C 300 70, 330 120, 318 190 C 308 250, 330 300, 360 330" fill="none" stroke="${p.al}" stroke-width="9" stroke-linecap="round"/>
  <rect x="136" y="110" width="128" height="262" rx="50" fill="${p.a}"/>
  <path d="M136 170 C 136 126, 166 100, 200 100 C 234 100, 264 126, 264 170 Z" fill="${W}"/>
  <rect x="136" y="160" width="128" height="14" fill="${W}"/>
  <rect x="184" y="62" width="32" height="44" rx="6" fill="${G}"/>
  <rect x="160" y="46" width="80" height="16" rx="8" fill="${D}"/>
  <circle cx="236" cy="74" r="24" fill="${W}" stroke="${D}" stroke-width="6"/>
  <path d="M236 74 L 248 62" stroke="${RED}" stroke-width="4" stroke-linecap="round"/>
  <rect x="150" y="226" width="100" height="56" rx="10" fill="${W}" opacity="0.92"/>
  <rect x="190" y="236" width="20" height="36" rx="4" fill="${p.a}"/>
  <rect x="182" y="244" width="36" height="20" rx="4" fill="${p.a}"/>
  <rect x="154" y="184" width="14" height="170" rx="7" fill="${W}" opacity="0.3"/>`;
}

function wheelchairArt(p: Palette): string {
  const spokes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const ang = (i * Math.PI) / 6;
    const dx = Math.round(Math.cos(ang) * 84);
    const dy = Math.round(Math.sin(ang) * 84);
    spokes.push(`<path d="M${168 - dx} ${268 - dy} L ${168 + dx} ${268 + dy}" stroke="${M}" stroke-width="3"/>`);
  }
  return `
  <path d="M120 84 L 92 78" stroke="${D}" stroke-width="14" stroke-linecap="round"/>
  <path d="M138 90 L 160 214 L 300 214 L 326 338" fill="none" stroke="${D}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M300 214 L 318 308 L 356 312" fill="none" stroke="${D}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="336" y="302" width="40" height="14" rx="5" fill="${G}"/>
  ${spokes.join('\n  ')}
  <circle cx="168" cy="268" r="96" fill="none" stroke="${D}" stroke-width="15"/>
  <circle cx="168" cy="268" r="80" fill="none" stroke="${G}" stroke-width="5"/>
  <circle cx="168" cy="268" r="15" fill="${G}"/>
  <circle cx="168" cy="268" r="6" fill="${D}"/>
  <circle cx="326" cy="346" r="24" fill="${D}"/>
  <circle cx="326" cy="346" r="8" fill="${M}"/>
  <g transform="rotate(-8 140 150)">
    <rect x="118" y="76" width="34" height="140" rx="14" fill="${p.a}"/>
    <rect x="124" y="86" width="10" height="110" rx="5" fill="${W}" opacity="0.25"/>
  </g>
  <rect x="146" y="190" width="164" height="30" rx="12" fill="${p.a}"/>
  <rect x="152" y="194" width="150" height="8" rx="4" fill="${W}" opacity="0.25"/>
  <rect x="170" y="144" width="118" height="16" rx="8" fill="${D}"/>
  <path d="M190 160 L 190 192 M272 160 L 272 192" stroke="${D}" stroke-width="8"/>`;
}

function walkerArt(p: Palette): string {
  const frame = (dx: number, dy: number, c: string, grip: string, wheel: boolean): string => `
  <g transform="translate(${dx} ${dy})">
    <path d="M118 118 L 100 360 M282 118 L 300 360" stroke="${c}" stroke-width="14" stroke-linecap="round" fill="none"/>
    <path d="M118 118 L 282 118" stroke="${c}" stroke-width="14" stroke-linecap="round"/>
    <path d="M110 238 L 290 238" stroke="${c}" stroke-width="10" stroke-linecap="round"/>
    <rect x="104" y="106" width="52" height="26" rx="13" fill="${grip}"/>
    <rect x="244" y="106" width="52" height="26" rx="13" fill="${grip}"/>
    ${
      wheel
        ? `<circle cx="100" cy="352" r="20" fill="${D}"/><circle cx="100" cy="352" r="7" fill="${M}"/><circle cx="300" cy="352" r="20" fill="${D}"/><circle cx="300" cy="352" r="7" fill="${M}"/>`
        : `<rect x="88" y="350" width="24" height="16" rx="6" fill="${D}"/><rect x="288" y="350" width="24" height="16" rx="6" fill="${D}"/>`
    }
  </g>`;
  return `
  ${frame(44, -26, p.al, G, false)}
  <path d="M162 92 L 118 118 M326 92 L 282 118 M154 212 L 110 238 M334 212 L 290 238" stroke="${M}" stroke-width="9" stroke-linecap="round"/>
  ${frame(0, 0, p.a, D, true)}
  <path d="M124 150 L 124 226 M276 150 L 276 226" stroke="${W}" stroke-width="4" stroke-linecap="round" opacity="0.35"/>`;
}

function bedArt(p: Palette): string {
  return `
  <rect x="40" y="262" width="324" height="20" rx="8" fill="${G}"/>
  <rect x="68" y="280" width="14" height="64" fill="${G}"/>
  <rect x="320" y="280" width="14" height="64" fill="${G}"/>
  <path d="M120 282 L 200 330 L 280 282" fill="none" stroke="${M}" stroke-width="8"/>
  <circle cx="75" cy="350" r="17" fill="${D}"/>
  <circle cx="327" cy="350" r="17" fill="${D}"/>
  <circle cx="75" cy="350" r="6" fill="${M}"/>
  <circle cx="327" cy="350" r="6" fill="${M}"/>
  <rect x="26" y="140" width="24" height="148" rx="10" fill="${p.ad}"/>
  <rect x="358" y="188" width="22" height="100" rx="10" fill="${p.ad}"/>
  <rect x="150" y="220" width="212" height="44" rx="14" fill="${W}"/>
  <g transform="rotate(32 152 250)">
    <rect x="52" y="222" width="112" height="42" rx="14" fill="${W}"/>
    <ellipse cx="96" cy="210" rx="44" ry="20" fill="${p.ax}"/>
  </g>
  <rect x="196" y="208" width="168" height="40" rx="14" fill="${p.a}"/>
  <rect x="196" y="208" width="168" height="12" rx="6" fill="${W}" opacity="0.22"/>
  <rect x="170" y="178" width="150" height="10" rx="5" fill="${M}"/>
  <path d="M186 186 L 186 222 M222 186 L 222 222 M258 186 L 258 222 M294 186 L 294 222" stroke="${M}" stroke-width="6"/>`;
}

function syringeArt(p: Palette): string {
  const ticks: string[] = [];
  for (let i = 0; i < 7; i++) {
    ticks.push(`<rect x="${150 + i * 20}" y="176" width="4" height="${i % 2 === 0 ? 20 : 12}" fill="${G}"/>`);
  }
  return `
  <g transform="rotate(-38 200 210)">
    <rect x="20" y="202" width="86" height="7" rx="3" fill="${G}"/>
    <path d="M20 202 L 6 205.5 L 20 209 Z" fill="${G}"/>
    <rect x="98" y="188" width="36" height="34" rx="6" fill="${p.ad}"/>
    <rect x="130" y="170" width="172" height="70" rx="12" fill="${W}"/>
    <rect x="136" y="178" width="100" height="54" rx="8" fill="${p.a}" opacity="0.75"/>
    <rect x="236" y="176" width="16" height="58" rx="4" fill="${D}"/>
    <rect x="292" y="150" width="14" height="110" rx="6" fill="${M}"/>
    <rect x="252" y="196" width="112" height="18" rx="6" fill="${M}"/>
    <rect x="358" y="160" width="18" height="90" rx="8" fill="${D}"/>
    ${ticks.join('\n    ')}
    <rect x="138" y="218" width="150" height="6" rx="3" fill="${W}" opacity="0.5"/>
  </g>`;
}

function gloveArt(p: Palette): string {
  return `
  <g>
    <rect x="148" y="58" width="46" height="170" rx="23" fill="${p.a}" transform="rotate(-6 171 200)"/>
    <rect x="198" y="40" width="46" height="188" rx="23" fill="${p.a}"/>
    <rect x="248" y="56" width="44" height="172" rx="22" fill="${p.a}" transform="rotate(6 270 200)"/>
    <rect x="294" y="100" width="40" height="140" rx="20" fill="${p.a}" transform="rotate(14 314 220)"/>
    <path d="M176 272 L 96 186" stroke="${p.a}" stroke-width="48" stroke-linecap="round"/>
    <rect x="140" y="160" width="190" height="160" rx="56" fill="${p.a}"/>
    <rect x="156" y="280" width="160" height="84" rx="14" fill="${p.a}"/>
    <rect x="150" y="336" width="172" height="34" rx="12" fill="${p.ad}"/>
    <rect x="160" y="74" width="10" height="100" rx="5" fill="${W}" opacity="0.28" transform="rotate(-6 171 200)"/>
    <rect x="210" y="56" width="10" height="110" rx="5" fill="${W}" opacity="0.28"/>
    <rect x="258" y="72" width="10" height="100" rx="5" fill="${W}" opacity="0.28" transform="rotate(6 270 200)"/>
    <path d="M196 196 C 200 236, 204 260, 200 300" stroke="${p.ad}" stroke-width="4" fill="none" opacity="0.35" stroke-linecap="round"/>
  </g>`;
}

function maskArt(p: Palette): string {
  return `
  <path d="M112 160 C 44 140, 32 280, 104 276" fill="none" stroke="${p.ad}" stroke-width="8" stroke-linecap="round"/>
  <path d="M288 160 C 356 140, 368 280, 296 276" fill="none" stroke="${p.ad}" stroke-width="8" stroke-linecap="round"/>
  <path d="M104 150 Q 200 118 296 150 L 304 276 Q 200 314 96 276 Z" fill="${p.al}"/>
  <path d="M104 150 Q 200 118 296 150 L 298 170 Q 200 140 102 170 Z" fill="${W}" opacity="0.45"/>
  <path d="M102 196 Q 200 172 298 196" fill="none" stroke="${p.a}" stroke-width="5" opacity="0.55"/>
  <path d="M100 230 Q 200 208 300 230" fill="none" stroke="${p.a}" stroke-width="5" opacity="0.55"/>
  <path d="M100 262 Q 200 244 302 262" fill="none" stroke="${p.a}" stroke-width="5" opacity="0.55"/>
  <path d="M160 140 Q 200 130 240 140" fill="none" stroke="${G}" stroke-width="6" stroke-linecap="round"/>
  <rect x="96" y="150" width="12" height="126" rx="6" fill="${p.a}" opacity="0.5"/>
  <rect x="292" y="150" width="12" height="126" rx="6" fill="${p.a}" opacity="0.5"/>`;
}

function bandageArt(p: Palette): string {
  return `
  <path d="M236 216 C 286 236, 296 300, 350 326 L 384 340 L 372 368 L 336 356 C 272 330, 262 282, 236 272 Z" fill="${W}"/>
  <path d="M252 240 C 280 260, 292 300, 340 330" fill="none" stroke="${L}" stroke-width="4"/>
  <rect x="84" y="160" width="156" height="176" fill="${W}"/>
  <ellipse cx="162" cy="336" rx="78" ry="28" fill="${W}"/>
  <path d="M84 200 Q 162 226 240 200 M84 240 Q 162 266 240 240 M84 280 Q 162 306 240 280" fill="none" stroke="${L}" stroke-width="4"/>
  <ellipse cx="162" cy="160" rx="78" ry="28" fill="${L}"/>
  <ellipse cx="162" cy="160" rx="28" ry="10" fill="${M}"/>
  <g transform="rotate(24 300 110)">
    <rect x="208" y="82" width="184" height="58" rx="29" fill="${p.al}"/>
    <rect x="270" y="88" width="60" height="46" rx="8" fill="${W}"/>
    <rect x="270" y="88" width="60" height="46" rx="8" fill="${p.a}" opacity="0.15"/>
    <circle cx="232" cy="100" r="3" fill="${p.a}" opacity="0.6"/>
    <circle cx="246" cy="120" r="3" fill="${p.a}" opacity="0.6"/>
    <circle cx="352" cy="100" r="3" fill="${p.a}" opacity="0.6"/>
    <circle cx="366" cy="120" r="3" fill="${p.a}" opacity="0.6"/>
  </g>`;
}

function scaleArt(p: Palette): string {
  const foot = (cx: number, flip: number): string => `
    <g transform="translate(${cx} 272) scale(${flip} 1)">
      <ellipse cx="0" cy="12" rx="30" ry="48" fill="${p.al}"/>
      <circle cx="-16" cy="-48" r="10" fill="${p.al}"/>
      <circle cx="2" cy="-54" r="8" fill="${p.al}"/>
      <circle cx="17" cy="-50" r="7" fill="${p.al}"/>
      <circle cx="29" cy="-42" r="6" fill="${p.al}"/>
    </g>`;
  return `
  <rect x="66" y="124" width="268" height="248" rx="52" fill="${G}"/>
  <rect x="66" y="108" width="268" height="248" rx="52" fill="${W}"/>
  <rect x="80" y="122" width="240" height="220" rx="42" fill="${p.ax}"/>
  <rect x="146" y="140" width="108" height="50" rx="10" fill="${SCREEN}"/>
  <rect x="162" y="153" width="18" height="24" rx="3" fill="${LCD}"/>
  <rect x="186" y="153" width="18" height="24" rx="3" fill="${LCD}"/>
  <rect x="210" y="153" width="8" height="24" rx="3" fill="${LCD}" opacity="0.6"/>
  <rect x="224" y="165" width="16" height="12" rx="3" fill="${LCD}"/>
  ${foot(152, -1)}
  ${foot(248, 1)}`;
}

function stethoscopeArt(p: Palette): string {
  return `
  <path d="M118 64 C 104 150, 130 196, 182 206" fill="none" stroke="${G}" stroke-width="11" stroke-linecap="round"/>
  <path d="M246 64 C 260 150, 234 196, 182 206" fill="none" stroke="${G}" stroke-width="11" stroke-linecap="round"/>
  <circle cx="118" cy="58" r="14" fill="${D}"/>
  <circle cx="246" cy="58" r="14" fill="${D}"/>
  <path d="M182 206 C 180 300, 140 364, 96 336 C 58 312, 92 250, 170 266 C 220 276, 262 280, 282 262" fill="none" stroke="${p.a}" stroke-width="17" stroke-linecap="round"/>
  <rect x="270" y="240" width="34" height="26" rx="8" fill="${G}"/>
  <circle cx="296" cy="310" r="58" fill="${M}"/>
  <circle cx="296" cy="310" r="58" fill="none" stroke="${G}" stroke-width="6"/>
  <circle cx="296" cy="310" r="42" fill="${p.ax}"/>
  <circle cx="296" cy="310" r="42" fill="none" stroke="${p.al}" stroke-width="4"/>
  <ellipse cx="280" cy="294" rx="14" ry="8" fill="${W}" opacity="0.6" transform="rotate(-30 280 294)"/>
  <circle cx="182" cy="206" r="9" fill="${G}"/>`;
}

function massageArt(p: Palette): string {
  return `
  <path d="M28 104 Q 10 150 28 196 M52 116 Q 40 150 52 184" fill="none" stroke="${p.a}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>
  <g transform="rotate(-6 200 200)">
    <rect x="176" y="176" width="68" height="176" rx="26" fill="${D}"/>
    <rect x="186" y="196" width="10" height="130" rx="5" fill="${W}" opacity="0.15"/>
    <circle cx="210" cy="226" r="5" fill="${p.al}"/>
    <circle cx="210" cy="244" r="5" fill="${p.al}"/>
    <circle cx="210" cy="262" r="5" fill="${p.al}" opacity="0.4"/>
    <rect x="156" y="336" width="108" height="34" rx="12" fill="${p.a}"/>
    <rect x="96" y="100" width="230" height="104" rx="48" fill="${p.a}"/>
    <rect x="112" y="112" width="180" height="18" rx="9" fill="${W}" opacity="0.25"/>
    <circle cx="318" cy="152" r="42" fill="${p.ad}"/>
    <circle cx="318" cy="152" r="24" fill="${p.al}"/>
    <rect x="60" y="136" width="44" height="32" rx="6" fill="${G}"/>
    <circle cx="60" cy="152" r="34" fill="${SCREEN}"/>
    <ellipse cx="50" cy="140" rx="10" ry="7" fill="${W}" opacity="0.3"/>
  </g>`;
}

function babyArt(p: Palette): string {
  const ticks: string[] = [];
  for (let i = 0; i < 5; i++) {
    ticks.push(
      `<rect x="150" y="${214 + i * 26}" width="${i % 2 === 0 ? 26 : 16}" height="5" rx="2.5" fill="${p.a}" opacity="0.6"/>`,
    );
  }
  return `
  <path d="M172 122 C 170 96, 186 88, 190 66 C 192 48, 208 48, 210 66 C 214 88, 230 96, 228 122 Z" fill="#f4d19b"/>
  <ellipse cx="196" cy="68" rx="5" ry="8" fill="${W}" opacity="0.55"/>
  <rect x="134" y="164" width="132" height="206" rx="46" fill="${W}"/>
  <rect x="144" y="226" width="112" height="136" rx="38" fill="#fff6e3"/>
  <rect x="144" y="226" width="112" height="14" rx="7" fill="#fdebc8"/>
  ${ticks.join('\n  ')}
  <rect x="124" y="112" width="152" height="58" rx="18" fill="${p.a}"/>
  <rect x="124" y="112" width="152" height="16" rx="8" fill="${W}" opacity="0.25"/>
  <path d="M138 140 L 262 140" stroke="${p.ad}" stroke-width="4" opacity="0.5"/>
  <path d="M226 282 c -7 -9 -21 -5 -21 5 c 0 9 12 16 21 23 c 9 -7 21 -14 21 -23 c 0 -10 -14 -14 -21 -5 z" fill="${p.al}"/>
  <rect x="242" y="186" width="10" height="140" rx="5" fill="${L}" opacity="0.8"/>`;
}

function crutchArt(p: Palette): string {
  const one = (tx: number, rot: number, c: string): string => `
  <g transform="translate(${tx} 0) rotate(${rot} 200 360)">
    <path d="M156 58 L 190 290 M244 58 L 210 290" stroke="${c}" stroke-width="12" stroke-linecap="round" fill="none"/>
    <path d="M173 176 L 227 176 M186 262 L 214 262" stroke="${c}" stroke-width="8" stroke-linecap="round"/>
    <rect x="138" y="36" width="124" height="30" rx="15" fill="${D}"/>
    <rect x="160" y="164" width="80" height="24" rx="12" fill="${D}"/>
    <rect x="192" y="286" width="16" height="70" rx="4" fill="${M}"/>
    <rect x="186" y="348" width="28" height="22" rx="7" fill="${D}"/>
  </g>`;
  return `${one(-62, -8, p.al)}${one(56, 7, p.a)}`;
}

function cabinetArt(p: Palette): string {
  return `
  <rect x="110" y="118" width="184" height="232" rx="14" fill="${M}"/>
  <rect x="104" y="106" width="184" height="232" rx="14" fill="${W}"/>
  <rect x="94" y="92" width="204" height="24" rx="10" fill="${p.a}"/>
  <rect x="120" y="128" width="152" height="58" rx="10" fill="${L}"/>
  <rect x="170" y="150" width="52" height="12" rx="6" fill="${p.ad}"/>
  <rect x="120" y="198" width="152" height="126" rx="10" fill="${L}"/>
  <rect x="250" y="232" width="10" height="52" rx="5" fill="${p.ad}"/>
  <rect x="178" y="228" width="20" height="64" rx="4" fill="${p.a}"/>
  <rect x="156" y="250" width="64" height="20" rx="4" fill="${p.a}"/>
  <circle cx="128" cy="352" r="13" fill="${D}"/>
  <circle cx="264" cy="352" r="13" fill="${D}"/>
  <rect x="214" y="44" width="36" height="48" rx="6" fill="${p.ax}"/>
  <rect x="218" y="62" width="28" height="26" rx="4" fill="${p.al}"/>
  <rect x="128" y="66" width="62" height="26" rx="10" fill="${p.al}"/>`;
}

function lampArt(p: Palette): string {
  return `
  <path d="M268 196 L 210 372 L 380 372 L 330 196 Z" fill="#fff1a8" opacity="0.45"/>
  <ellipse cx="122" cy="356" rx="78" ry="16" fill="${D}"/>
  <circle cx="52" cy="362" r="9" fill="${G}"/>
  <circle cx="192" cy="362" r="9" fill="${G}"/>
  <circle cx="122" cy="370" r="9" fill="${G}"/>
  <rect x="114" y="150" width="16" height="206" rx="6" fill="${G}"/>
  <path d="M122 152 L 206 84 L 282 140" fill="none" stroke="${M}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="122" cy="152" r="12" fill="${D}"/>
  <circle cx="206" cy="84" r="12" fill="${D}"/>
  <g transform="rotate(12 298 170)">
    <path d="M236 196 C 236 140, 266 114, 300 114 C 334 114, 362 140, 362 196 Z" fill="${p.a}"/>
    <path d="M250 150 C 262 130, 280 124, 296 124" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round" opacity="0.35"/>
    <ellipse cx="299" cy="196" rx="64" ry="14" fill="${p.ad}"/>
    <ellipse cx="299" cy="196" rx="48" ry="9" fill="#fff7cc"/>
    <rect x="290" y="98" width="20" height="20" rx="6" fill="${D}"/>
  </g>`;
}

const ART: Record<IconKind, (p: Palette) => string> = {
  heart: heartArt,
  thermometer: thermometerArt,
  drop: dropArt,
  pulse: pulseArt,
  lungs: lungsArt,
  oxygen: oxygenArt,
  wheelchair: wheelchairArt,
  walker: walkerArt,
  bed: bedArt,
  syringe: syringeArt,
  glove: gloveArt,
  mask: maskArt,
  bandage: bandageArt,
  scale: scaleArt,
  stethoscope: stethoscopeArt,
  massage: massageArt,
  baby: babyArt,
  crutch: crutchArt,
  cabinet: cabinetArt,
  lamp: lampArt,
};

function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Soft decorative bubbles placed with the palette's rng inside a box. */
function bubbles(p: Palette, count: number, x0: number, y0: number, w: number, h: number, rMin: number, rMax: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = r1(x0 + p.rng() * w);
    const cy = r1(y0 + p.rng() * h);
    const r = r1(rMin + p.rng() * (rMax - rMin));
    const fill = i % 2 === 0 ? p.al : W;
    const op = r1(0.18 + p.rng() * 0.22);
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${op}"/>`);
  }
  return out.join('\n  ');
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/** 800×800 product "photo" placeholder: pastel backdrop, stage, shadow and a flat illustration. */
export function productImageSvg(icon: IconKind, seed: number): string {
  const p = makePalette(icon, seed);
  const id = `p${hashString(`${icon}:${seed}`).toString(36)}`;
  const angle = Math.round(p.rng() * 90);
  const art = ART[icon](p);
  const deco = bubbles(p, 4, 40, 40, 720, 380, 24, 70);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle - 45} 0.5 0.5)">
      <stop offset="0" stop-color="${p.bg1}"/>
      <stop offset="0.6" stop-color="${p.bg2}"/>
      <stop offset="1" stop-color="${p.bg3}"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.5" cy="0.42" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="${id}-stage" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${p.stage}" stop-opacity="0.9"/>
    </linearGradient>
    <radialGradient id="${id}-shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#1b2530" stop-opacity="0.28"/>
      <stop offset="0.7" stop-color="#1b2530" stop-opacity="0.08"/>
      <stop offset="1" stop-color="#1b2530" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#${id}-bg)"/>
  ${deco}
  <circle cx="400" cy="360" r="360" fill="url(#${id}-glow)"/>
  <ellipse cx="400" cy="640" rx="330" ry="78" fill="url(#${id}-stage)"/>
  <ellipse cx="400" cy="612" rx="250" ry="30" fill="url(#${id}-shadow)"/>
  <g transform="translate(130 100) scale(1.35)">${art}
  </g>
</svg>`;
}

/** 1200×400 banner: wide gradient with the illustration on the left side. */
export function bannerSvg(icon: IconKind, seed: number): string {
  const p = makePalette(icon, seed);
  const id = `b${hashString(`${icon}:${seed}`).toString(36)}`;
  const art = ART[icon](p);
  const deco = bubbles(p, 6, 520, -40, 700, 480, 40, 140);
  const wave = r1(150 + p.rng() * 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs>
    <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="0.4">
      <stop offset="0" stop-color="${p.bg3}"/>
      <stop offset="0.45" stop-color="${p.bg2}"/>
      <stop offset="1" stop-color="${p.bg1}"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="${id}-shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#1b2530" stop-opacity="0.25"/>
      <stop offset="1" stop-color="#1b2530" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="400" fill="url(#${id}-bg)"/>
  <path d="M0 ${wave + 120} C 300 ${wave + 40}, 700 ${wave + 220}, 1200 ${wave} L 1200 400 L 0 400 Z" fill="${W}" opacity="0.25"/>
  ${deco}
  <circle cx="250" cy="200" r="190" fill="url(#${id}-glow)"/>
  <circle cx="250" cy="200" r="150" fill="${W}" opacity="0.35"/>
  <ellipse cx="250" cy="362" rx="150" ry="18" fill="url(#${id}-shadow)"/>
  <g transform="translate(85 30) scale(0.83)">${art}
  </g>
</svg>`;
}
